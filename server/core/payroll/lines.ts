import { PAYROLL_HOUR_ITEMS, UNIT_LETTER, expenseItem, leaveTypeItem, type PayrollCode, type PayrollLine } from '@/domain/hr/payroll';
import type { Leave, LeaveType } from '@/domain/hr/leave';
import type { Mission } from '@/domain/hr/mission';
import { eachDay, monthSpan } from '@/domain/rules/calendar';
import { countedUntil, leaveDaysUsed } from '@/domain/rules/leave-days';
import type { AppContext } from '../hr/context';
import { hoursLines } from './hours-lines';
import { byEmployee, payrollPeople } from './people';
import { siteHolidaysOf, type SiteHolidaysOf } from './site-holidays';

/**
 * The payroll variables of an enterprise's month, as `N` lines (docs/payroll.md): its approved
 * leaves, cut at the month's ends and counted as the backend counts a leave (halves and
 * holidays), its approved missions' days (per diem) and expenses, and the overtime and night
 * hours of the weeks it pays. A variable without a code in the enterprise's table is left out
 * (the close lists the leave types without one). Each kind of row is read once for the whole
 * month's people, then grouped by employee.
 */

/** Missions whose days and expenses are paid: approved, and what follows an approval. */
const PAID_MISSION_STATUSES: ReadonlySet<Mission['status']> = new Set(['approved', 'in progress', 'completed']);

const byFields = (a: PayrollLine, b: PayrollLine) =>
  a.matricule.localeCompare(b.matricule) || a.startDate.localeCompare(b.startDate) || a.code.localeCompare(b.code) || a.source.localeCompare(b.source);

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

interface Employee {
  matricule: string;
}

/** A leave's line in the month: the days it takes in it, its ends cut at the month's. */
async function leaveLine(holidaysOf: SiteHolidaysOf, leave: Leave, type: LeaveType, code: PayrollCode, employee: Employee, month: string): Promise<PayrollLine | undefined> {
  const { from, to } = monthSpan(month);
  const countsAs = code.unit === 'ouvrables' || code.unit === 'ouvrés' ? code.unit : type.countsAs;
  const holidays = await holidaysOf(leave.employeeId, leave.startDate, countedUntil(leave));
  const days = leaveDaysUsed(leave, countsAs, holidays).filter((day) => day.date >= from && day.date <= to);
  if (days.length === 0) return undefined;
  const startDate = leave.startDate >= from ? leave.startDate : from;
  const endDate = leave.endDate <= to ? leave.endDate : to;
  const total = days.reduce((sum, day) => sum + day.days, 0);
  return {
    source: `leave:${leave.id}`,
    matricule: employee.matricule,
    code: code.code,
    startDate,
    startHalf: startDate === leave.startDate && leave.startHalf === 'afternoon' ? 'PM' : 'AM',
    endDate,
    endHalf: endDate === leave.endDate && leave.endHalf === 'morning' ? 'AM' : 'PM',
    quantity: code.unit === 'hours' ? roundTo(total * 7, 2) : total,
    unit: code.unit === 'hours' ? 'H' : 'J',
    period: month,
    kind: 'N',
    days,
  };
}

/** A mission's lines in the month: its days (per diem) and its expenses dated in it, summed by kind. */
function missionLines(mission: Mission, codes: ReadonlyMap<string, PayrollCode>, employee: Employee, month: string): PayrollLine[] {
  const { from, to } = monthSpan(month);
  const startDate = mission.startDate >= from ? mission.startDate : from;
  const endDate = mission.endDate <= to ? mission.endDate : to;
  const line = (item: string, quantity: number, code: PayrollCode): PayrollLine => ({
    source: `mission:${mission.id}:${item}`,
    matricule: employee.matricule,
    code: code.code,
    startDate,
    startHalf: 'AM',
    endDate,
    endHalf: 'PM',
    quantity,
    unit: UNIT_LETTER[code.unit],
    period: month,
    kind: 'N',
  });
  const lines: PayrollLine[] = [];
  const perDiem = codes.get('perDiem');
  if (perDiem && startDate <= endDate) lines.push(line('perDiem', eachDay(startDate, endDate).length, perDiem));
  const cents = new Map<string, number>();
  for (const expense of mission.expenses) {
    if (expense.date < from || expense.date > to) continue;
    const item = expenseItem(expense.category);
    cents.set(item, (cents.get(item) ?? 0) + expense.amountCents);
  }
  for (const [item, amount] of [...cents].sort(([a], [b]) => a.localeCompare(b))) {
    const code = codes.get(item);
    if (code) lines.push(line(item, amount / 100, code));
  }
  return lines;
}

/** The `N` lines of the month, in the order the files write them (matricule, date, code). */
export async function monthLines(ctx: AppContext, enterpriseId: number, month: string, codes: ReadonlyMap<string, PayrollCode>): Promise<PayrollLine[]> {
  const { from, to } = monthSpan(month);
  const span = { start: from, end: to };
  const types = new Map((await ctx.db.all('leaveTypes')).map((type) => [type.id, type]));
  const people = await payrollPeople(ctx, enterpriseId, month);
  const employees = new Map((await ctx.db.getMany('employees', people)).map((employee) => [employee.id, employee]));
  const paidLeaves = (await ctx.db.ofEmployeesIn('leaves', people, span)).filter((leave) => leave.status === 'approved' && types.has(leave.typeId) && codes.has(leaveTypeItem(leave.typeId)));
  const leaves = byEmployee(paidLeaves);
  const missions = byEmployee((await ctx.db.ofEmployeesIn('missions', people, span)).filter((mission) => PAID_MISSION_STATUSES.has(mission.status)));
  const lines = PAYROLL_HOUR_ITEMS.some((item) => codes.has(item)) ? await hoursLines(ctx, employees, month, codes) : [];
  const earliest = paidLeaves.reduce((first, leave) => (leave.startDate < first ? leave.startDate : first), from);
  const holidaysOf = await siteHolidaysOf(ctx, [...leaves.keys()], earliest);
  for (const employeeId of people) {
    const employee = employees.get(employeeId);
    if (!employee) continue;
    for (const leave of leaves.get(employeeId) ?? []) {
      const type = types.get(leave.typeId);
      const code = codes.get(leaveTypeItem(leave.typeId));
      const line = type && code && (await leaveLine(holidaysOf, leave, type, code, employee, month));
      if (line) lines.push(line);
    }
    for (const mission of missions.get(employeeId) ?? []) lines.push(...missionLines(mission, codes, employee, month));
  }
  return lines.sort(byFields);
}
