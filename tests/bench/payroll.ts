/**
 * The payroll export of a month of 5 000 employees (docs/payroll.md, "How fast"): an enterprise
 * of its own, 50 services of 100 people, with February 2026 as a month of theirs looks — every
 * weekday's attendance (a few night workers, most weeks a little over 35 h), approved leaves
 * (weeks of paid leave, some across two months, RTT days and half days, sick days), a few
 * pending ones, missions with their expenses — and its payroll codes. The rows are added to
 * the demo tables before they are loaded (`withPayrollEnterprise`), as `withInboxTeam` does:
 * written through the API they would take longer than the rest of the bench. Then, over HTTP,
 * the month's page (its warnings) and the generic CSV of the open month (a preview) are timed,
 * the month closed, its first export
 * (the ledger written) timed once, and the exports that follow (answered from the ledger).
 */
import { expenseItem, leaveTypeItem } from '@/domain/hr/payroll';
import { addDays, dayOfWeek, eachDay } from '@/domain/rules/calendar';
import { workedMinutes } from '@/domain/rules/attendance-rules';
import { createRandom, type Random } from '../../mocks/fixtures/random';
import type { HrTables } from '../../server/core/storage/tables';
import { summarise, type Summary } from './stats';

export const PAYROLL_MONTH = '2026-02';
const UNITS = 50;
const PER_UNIT = Number(process.env.BENCH_PAYROLL_PER_SERVICE ?? 100);
export const PAYROLL_EMPLOYEES = UNITS * PER_UNIT;
/** The weeks February pays run from Monday 26 January; the next one (23 February – 1 March) is March's. */
const FIRST_DAY = '2026-01-26';
const LAST_DAY = '2026-02-27';
const STAMP = '2026-03-02T09:00:00.000Z';
/** Each case: this many timed calls, or fewer when they last longer than this. */
const RUNS = 20;
const CASE_SECONDS = 60;

const nextId = (rows: { id?: number }[]) => rows.reduce((max, row) => Math.max(max, row.id ?? 0), 0) + 1;
const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A SIREN whose Luhn key holds: `prefix` (8 digits) and its key. */
function siren(prefix: string): string {
  for (let key = 0; key < 10; key += 1) {
    const digits = `${prefix}${key}`;
    const sum = [...digits].reduce((total, digit, index) => {
      const doubled = Number(digit) * (index % 2 === 1 ? 2 : 1);
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    if (sum % 10 === 0) return digits;
  }
  throw new Error('no key');
}

type Leave = HrTables['leaves'][number];
type Mission = HrTables['missions'][number];
type Away = { status: 'congé' | 'absent'; half?: 'morning' | 'afternoon' };

/** An approved leave (some pending), its days off marked in `away`. */
function leavesOf(random: Random, types: Record<'CP' | 'RTT' | 'MAL', number>, away: Map<string, Away>): Omit<Leave, 'id' | 'employeeId' | 'createdAt' | 'updatedAt' | 'version'>[] {
  const weekdays = eachDay(FIRST_DAY, LAST_DAY).filter((date) => dayOfWeek(date) >= 1 && dayOfWeek(date) <= 5);
  const leaves: Omit<Leave, 'id' | 'employeeId' | 'createdAt' | 'updatedAt' | 'version'>[] = [];
  const leave = (typeId: number, startDate: string, endDate: string, status: Leave['status'] = 'approved', startHalf: Leave['startHalf'] = 'morning', endHalf: Leave['endHalf'] = 'afternoon') => {
    leaves.push({ typeId, startDate, startHalf, endDate, endHalf, status, days: 1 });
    if (status !== 'approved') return;
    for (const date of eachDay(startDate, endDate)) {
      const half = date === startDate && startHalf === 'afternoon' ? 'morning' : date === endDate && endHalf === 'morning' ? 'afternoon' : undefined;
      away.set(date, { status: typeId === types.MAL ? 'absent' : 'congé', ...(half && { half }) });
    }
  };
  const roll = random.next();
  if (roll < 0.03) leave(types.CP, '2026-02-23', '2026-03-06');
  else if (roll < 0.05) leave(types.CP, '2026-01-26', '2026-02-06');
  else if (roll < 0.15) {
    const monday = random.pick(['2026-02-02', '2026-02-09', '2026-02-16']);
    leave(types.CP, monday, addDays(monday, 4));
  }
  if (random.chance(0.1)) {
    const day = random.pick(weekdays.filter((date) => !away.has(date) && date >= '2026-02-02'));
    if (random.chance(0.25)) leave(types.RTT, day, day, 'approved', 'afternoon', 'afternoon');
    else leave(types.RTT, day, day);
  }
  if (random.chance(0.05)) {
    const first = random.pick(weekdays.filter((date) => date >= '2026-02-02' && date <= '2026-02-18'));
    const last = addDays(first, random.int(1, 2));
    if (eachDay(first, last).every((date) => !away.has(date))) leave(types.MAL, first, last);
  }
  if (random.chance(0.03)) {
    const day = random.pick(weekdays.filter((date) => !away.has(date) && date >= '2026-02-02'));
    leave(types.RTT, day, day, 'pending');
  }
  return leaves;
}

/** A mission of 2 or 3 days with its meals, a night or two, a train or a car. */
function missionOf(random: Random, away: ReadonlyMap<string, Away>, cityId: number, number: number): Omit<Mission, 'id' | 'employeeId' | 'createdAt' | 'updatedAt' | 'version'> | undefined {
  const startDate = random.pick(['2026-02-03', '2026-02-10', '2026-02-17', '2026-02-24']);
  const endDate = addDays(startDate, random.int(1, 2));
  if (eachDay(startDate, endDate).some((date) => away.has(date))) return undefined;
  const byCar = random.chance(0.4);
  const expenses: Mission['expenses'] = eachDay(startDate, endDate).map((date) => ({ date, category: 'repas', amountCents: random.int(1200, 2600) }));
  for (const date of eachDay(startDate, addDays(endDate, -1))) expenses.push({ date, category: 'hébergement', amountCents: random.int(7000, 13_000) });
  expenses.push(byCar ? { date: startDate, category: 'kilométrique', amountCents: random.int(4000, 25_000) } : { date: startDate, category: 'transport', amountCents: random.int(5000, 18_000) });
  return {
    reference: `OM-2026-${String(90_000 + number)}`,
    purpose: 'Visite client',
    destinationCityId: cityId,
    startDate,
    endDate,
    transport: byCar ? 'voiture personnelle' : 'train',
    status: endDate < '2026-03-01' ? 'completed' : 'approved',
    expenses,
    expensesTotalCents: expenses.reduce((total, expense) => total + expense.amountCents, 0),
  };
}

/** The demo tables with the payroll enterprise added; answers them and the enterprise's id. */
export function withPayrollEnterprise(tables: HrTables): { tables: HrTables; enterpriseId: number } {
  const random = createRandom(2026_02);
  const stamps = { createdAt: STAMP, updatedAt: STAMP, version: 1 };
  const { siret: _siret, ...model } = tables.enterprises[0];
  const enterpriseId = nextId(tables.enterprises);
  const directionId = nextId(tables.directions);
  const departmentId = nextId(tables.departments);
  const firstService = nextId(tables.services);
  const { nameFile: _photo, ...template } = tables.employees[0];
  const [placed] = tables.assignments;
  const typeId = (code: string) => tables.leaveTypes.find((type) => type.code === code)?.id ?? tables.leaveTypes[0].id;
  const types = { CP: typeId('CP'), RTT: typeId('RTT'), MAL: typeId('MAL') };
  const ids = { employee: nextId(tables.employees), assignment: nextId(tables.assignments), leave: nextId(tables.leaves), mission: nextId(tables.missions), attendance: nextId(tables.attendance), code: nextId(tables.payrollCodes) };
  const added = { services: [] as HrTables['services'], employees: [] as HrTables['employees'], assignments: [] as HrTables['assignments'], leaves: [] as HrTables['leaves'], missions: [] as HrTables['missions'], attendance: [] as HrTables['attendance'] };
  const weekdays = eachDay(FIRST_DAY, LAST_DAY).filter((date) => dayOfWeek(date) >= 1 && dayOfWeek(date) <= 5);

  for (let unit = 0; unit < UNITS; unit += 1) {
    const serviceId = firstService + unit;
    added.services.push({ ...stamps, id: serviceId, code: `PAY-S${unit}`, name: `Atelier paie ${unit}`, departmentId });
    for (let n = 0; n < PER_UNIT; n += 1) {
      const person = random.fork(unit * PER_UNIT + n);
      const employeeId = ids.employee++;
      const number = unit * PER_UNIT + n + 1;
      added.employees.push({ ...template, ...stamps, id: employeeId, matricule: `PAY-${String(number).padStart(6, '0')}`, firstName: `Paie${number}`, lastName: 'Bench', workEmail: `paie.${number}@effectif.test`, hireDate: '2024-01-08' });
      added.assignments.push({ ...stamps, id: ids.assignment++, employeeId, positionId: placed.positionId, serviceId, workCityId: placed.workCityId, startDate: '2024-01-08', kind: 'principale' });
      const away = new Map<string, Away>();
      for (const leave of leavesOf(person, types, away)) added.leaves.push({ ...stamps, ...leave, id: ids.leave++, employeeId });
      const mission = person.chance(0.06) ? missionOf(person, away, model.cityId, number) : undefined;
      if (mission) added.missions.push({ ...stamps, ...mission, id: ids.mission++, employeeId });
      const nights = person.chance(0.03);
      const checkIn = nights ? 1260 : person.int(480, 540);
      const worked = person.int(450, 510);
      for (const date of weekdays) {
        const off = away.get(date);
        const pause = nights ? 30 : person.int(30, 60);
        const start = off?.half === 'afternoon' ? 810 : checkIn;
        const length = off?.half ? 240 : worked + person.int(-20, 30) + pause;
        const times = off && !off.half ? { breakMinutes: 0 } : { checkIn: clock(start), checkOut: clock(start + length), breakMinutes: off?.half ? 0 : pause };
        const status = off ? off.status : mission && date >= mission.startDate && date <= mission.endDate ? 'mission' : 'présent';
        added.attendance.push({ ...stamps, ...times, id: ids.attendance++, employeeId, date, status, source: 'import', workedMinutes: workedMinutes(times) });
      }
    }
  }

  const code = (item: string, value: string, unit: HrTables['payrollCodes'][number]['unit']) => ({ ...stamps, id: ids.code++, enterpriseId, item, code: value, unit });
  const payrollCodes = [
    ...tables.leaveTypes.map((type) => code(leaveTypeItem(type.id), `ABS-${type.code}`, type.countsAs)),
    code('perDiem', 'IND-DEP', 'ouvrés'),
    code('overtime25', 'HS25', 'hours'),
    code('overtime50', 'HS50', 'hours'),
    code('nightHours', 'HNUIT', 'hours'),
    ...(['transport', 'hébergement', 'repas', 'kilométrique', 'autre'] as const).map((category) => code(expenseItem(category), `FR-${category.slice(0, 4).toUpperCase()}`, 'euros')),
  ];
  return {
    enterpriseId,
    tables: {
      ...tables,
      enterprises: [...tables.enterprises, { ...model, ...stamps, id: enterpriseId, name: 'Paie Bench', legalName: 'Paie Bench SAS', siren: siren('73282932'), payrollDossier: 'BENCH-5000' }],
      directions: [...tables.directions, { ...stamps, id: directionId, code: 'PAIE-BENCH', name: 'Direction Paie Bench', enterpriseId }],
      departments: [...tables.departments, { ...stamps, id: departmentId, code: 'PAIE-BENCH', name: 'Département Paie Bench', directionId }],
      services: [...tables.services, ...added.services],
      employees: [...tables.employees, ...added.employees],
      assignments: [...tables.assignments, ...added.assignments],
      leaves: [...tables.leaves, ...added.leaves],
      missions: [...tables.missions, ...added.missions],
      attendance: [...tables.attendance, ...added.attendance],
      payrollCodes: [...tables.payrollCodes, ...payrollCodes],
    },
  };
}

/** A call over HTTP: the answer's status and text. */
export type TextCall = (method: string, path: string, body?: unknown) => Promise<{ status: number; text: string }>;

export interface PayrollFigures {
  /** The month's page: its status and warnings (what is not settled). */
  page: Summary;
  preview: Summary;
  firstExport: number;
  again: Summary;
  lines: number;
  bytes: number;
}

/** Calls `run` up to RUNS times, or fewer once CASE_SECONDS have passed (after one unmeasured call): each call's time. */
async function timed(run: () => Promise<unknown>): Promise<Summary> {
  await run();
  const times: number[] = [];
  const until = performance.now() + CASE_SECONDS * 1000;
  while (times.length < RUNS && performance.now() < until) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return summarise(times);
}

/** The month's generic CSV, open (a preview), its first export once closed, and the exports after. */
export async function benchPayroll(call: TextCall, enterpriseId: number): Promise<PayrollFigures> {
  const path = `/app/payroll/${enterpriseId}/months/${PAYROLL_MONTH}`;
  const csv = async () => {
    const answer = await call('POST', `${path}/export`, { format: 'csv' });
    if (answer.status !== 200) throw new Error(`the export answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return answer.text;
  };
  const page = await timed(async () => {
    const answer = await call('GET', path);
    if (answer.status !== 200) throw new Error(`the month answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  });
  const preview = await timed(csv);
  const closed = await call('POST', `${path}/close`);
  if (closed.status !== 204) throw new Error(`closing the month answered ${closed.status}: ${closed.text.slice(0, 300)}`);
  const start = performance.now();
  const file = await csv();
  const firstExport = performance.now() - start;
  const again = await timed(csv);
  return { page, preview, firstExport, again, lines: file.split('\r\n').length - 2, bytes: Buffer.byteLength(file) };
}
