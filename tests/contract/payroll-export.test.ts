import { beforeAll, describe, expect, it } from 'vitest';
import { ON_FAKE_BACKEND, call, connectToServer, expectFieldError, fetchFile, type Item } from './http';
import { decide } from './approval-org';
import { payrollOrg, type PayrollOrg } from './payroll-org';
import { leaveInput } from './samples';

connectToServer();

/**
 * The export of a payroll month (docs/payroll.md), from the demo data (fixed seed, day
 * 2026-03-16) and a few requests of an employee of the suite: golden files of each format
 * compared byte for byte — a leave across December and January with two holidays inside, a
 * leave of half days, a mission's days and expenses; the same bytes on every export of the
 * closed month; late approvals and cancellations sent the month after as R and A lines.
 */

const MONTH = '2025-12';
const CP = 1;
const RTT = 2;
const SICK = 3;

let org: PayrollOrg;
let pendingRtt: Item;
let sickLeave: Item;
const base = () => `/app/payroll/${org.enterpriseId}`;

const CODES = [
  { item: `leaveType:${CP}`, code: 'ABS-CP', unit: 'ouvrables' },
  { item: `leaveType:${RTT}`, code: 'ABS-RTT', unit: 'ouvrés' },
  { item: `leaveType:${SICK}`, code: 'ABS-MAL', unit: 'ouvrés' },
  { item: 'perDiem', code: 'IND-DEP', unit: 'ouvrés' },
  { item: 'expense:repas', code: 'FR-REPAS', unit: 'euros' },
  { item: 'mileage', code: 'IK', unit: 'euros' },
];

async function approved(input: Record<string, unknown>, area: 'leave' | 'mission' = 'leave'): Promise<Item> {
  const created = await call('POST', `/app/${area}`, input);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const decided = await decide(area, created.body, 'approved');
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  expect(decided.body.status).toBe('approved');
  return decided.body;
}

const exportOf = (month: string, format: string) => fetchFile('POST', `${base()}/months/${month}/export`, { format });

beforeAll(async () => {
  org = await payrollOrg();
  const enterprise = (await call('GET', `/app/enterprise/${org.enterpriseId}`)).body;
  const { id: _id, createdAt: _created, updatedAt: _updated, cityName: _city, ...fields } = enterprise;
  const dossier = await call('PUT', `/app/enterprise/${org.enterpriseId}`, { ...fields, payrollDossier: 'DOS-0042' });
  expect(dossier.status, JSON.stringify(dossier.body)).toBe(200);
  const codes = await call('PUT', `${base()}/codes`, { codes: CODES });
  expect(codes.status, JSON.stringify(codes.body)).toBe(200);
  // Monday 22 December to Friday 2 January: Christmas and New Year's Day inside, cut at the month's end.
  await approved(leaveInput(org.employeeId, CP, '2025-12-22', '2026-01-02'));
  // From the afternoon of Monday 15 to the morning of Wednesday 17: two days.
  sickLeave = await approved({ ...leaveInput(org.employeeId, SICK, '2025-12-15', '2025-12-17'), startHalf: 'afternoon', endHalf: 'morning' });
  const mission = {
    employeeId: org.employeeId,
    purpose: 'Salon de la paie',
    destinationCityId: org.ids.cityId,
    startDate: '2025-12-03',
    endDate: '2025-12-04',
    transport: 'voiture personnelle',
    status: 'submitted',
    expenses: [
      { date: '2025-12-03', category: 'repas', amountCents: 1990 },
      { date: '2025-12-04', category: 'repas', amountCents: 2350 },
      { date: '2025-12-04', category: 'kilométrique', amountCents: 12_345 },
    ],
  };
  await approved(mission, 'mission');
  const pending = await call('POST', '/app/leave', leaveInput(org.employeeId, RTT, '2025-12-10', '2025-12-10', 'pending'));
  expect(pending.status, JSON.stringify(pending.body)).toBe(201);
  pendingRtt = pending.body;
}, 120_000);

describe('the payroll codes', () => {
  it('refuse a code given two units, beside the unit', async () => {
    const answer = await call('PUT', `${base()}/codes`, {
      codes: [...CODES, { item: 'overtime25', code: 'abs-cp', unit: 'hours' }],
    });
    expectFieldError(answer, `codes.${CODES.length}.unit`, 'payrollUnitMismatch');
    expect((await call<{ codes: Item[] }>('GET', `${base()}/codes`)).body.codes).toHaveLength(CODES.length);
  });

  it('list the leave types without a code among the warnings of the month', async () => {
    const month = (await call<Item>('GET', `${base()}/months/${MONTH}`)).body;
    const warnings = month.warnings as { uncodedLeaveTypes: string[]; pendingLeaves: number; count: number };
    expect(warnings.uncodedLeaveTypes).toContain('Congé maternité');
    expect(warnings.uncodedLeaveTypes).not.toContain('RTT');
    expect(warnings.pendingLeaves).toBeGreaterThanOrEqual(1);
    expect(month.status).toBe('open');
  });
});

describe('the export of a closed month', () => {
  it('writes the generic CSV, EBP and Silae files as the golden ones, byte for byte', async () => {
    expect((await call<null>('POST', `${base()}/months/${MONTH}/close`)).status).toBe(204);
    const csv = await exportOf(MONTH, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="paie-csv-DOS-0042-${MONTH}.csv"`);
    expect(csv.text.startsWith('\uFEFFmatricule;code;date_debut;')).toBe(true);
    // The golden files are the demo data's (its seed and size); a server runs the suite on a smaller seed.
    if (!ON_FAKE_BACKEND) return;
    await expect(csv.text).toMatchFileSnapshot('golden/payroll-2025-12.csv');
    await expect((await exportOf(MONTH, 'ebp')).text).toMatchFileSnapshot('golden/payroll-2025-12-ebp.csv');
    await expect((await exportOf(MONTH, 'silae')).text).toMatchFileSnapshot('golden/payroll-2025-12-silae.jsonl');
  });

  it('records the first export in the audit trail with its number of lines (the lines are in the ledger)', async () => {
    const answer = await call<{ items: { action: string; changes: { field: string; after?: unknown }[] }[] }>('GET', '/app/audit?area=payrollExport&pageSize=1');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [entry] = answer.body.items;
    expect(entry.action).toBe('create');
    const lines = (await exportOf(MONTH, 'csv')).text.split('\r\n').filter(Boolean).length - 1;
    expect(entry.changes).toContainEqual({ field: 'lines', after: lines });
    expect(entry.changes).toContainEqual({ field: 'month', after: MONTH });
  });

  it("cuts the leave across two months at the month's end, counts halves and leaves the holidays out", async () => {
    const lines = (await exportOf(MONTH, 'csv')).text.split('\r\n').filter((line) => line.startsWith(`"${org.matricule}"`));
    expect(lines).toContain(`"${org.matricule}";"ABS-CP";22/12/2025;AM;31/12/2025;PM;7;J;2025-12;N`);
    expect(lines).toContain(`"${org.matricule}";"ABS-MAL";15/12/2025;PM;17/12/2025;AM;2;J;2025-12;N`);
    expect(lines).toContain(`"${org.matricule}";"FR-REPAS";03/12/2025;AM;04/12/2025;PM;43,40;EUR;2025-12;N`);
    expect(lines).toContain(`"${org.matricule}";"IK";03/12/2025;AM;04/12/2025;PM;123,45;EUR;2025-12;N`);
    // Pending: not sent.
    expect(lines.some((line) => line.includes('ABS-RTT'))).toBe(false);
  });
});

describe('late items and corrections', () => {
  it('after a reopening, a late approval and a cancellation go into the next month as R and A lines; the closed month gives the same bytes', async () => {
    const before = (await exportOf(MONTH, 'csv')).text;
    expect((await call<null>('POST', `${base()}/months/${MONTH}/reopen`, { reason: 'Régularisation' })).status).toBe(204);
    expect((await decide('leave', pendingRtt, 'approved')).status).toBe(200);
    const fresh = (await call('GET', `/app/leave/${sickLeave.id}`)).body;
    const cancelled = await call('PUT', `/app/leave/${sickLeave.id}`, { ...leaveInput(org.employeeId, SICK, '2025-12-15', '2025-12-17'), startHalf: 'afternoon', endHalf: 'morning', status: 'cancelled', comment: 'Saisi par erreur', version: fresh.version });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await call<null>('POST', `${base()}/months/${MONTH}/close`)).status).toBe(204);

    expect((await exportOf(MONTH, 'csv')).text).toBe(before);
    const january = (await exportOf('2026-01', 'csv')).text.split('\r\n').filter((line) => line.startsWith(`"${org.matricule}"`));
    expect(january).toEqual([
      `"${org.matricule}";"ABS-CP";01/01/2026;AM;02/01/2026;PM;2;J;2026-01;N`,
      `"${org.matricule}";"ABS-MAL";15/12/2025;PM;17/12/2025;AM;2;J;2025-12;A`,
      `"${org.matricule}";"ABS-RTT";10/12/2025;AM;10/12/2025;PM;1;J;2025-12;R`,
    ]);
  });

  it("a correction sent once is not sent again: once January is closed and exported, February's file holds none", async () => {
    expect((await call<null>('POST', `${base()}/months/2026-01/close`)).status).toBe(204);
    const january = (await exportOf('2026-01', 'csv')).text;
    expect(january).toContain(';2025-12;R');
    const february = (await exportOf('2026-02', 'csv')).text;
    expect(february).not.toContain(';2025-12;');
    expect(february).not.toContain(';2026-01;A');
  });

  it('the export of a month not closed is a preview: nothing is kept in the ledger', async () => {
    const months = (await call<{ items: { id: number; months: Item[] }[] }>('GET', '/app/payroll')).body.items.find((item) => item.id === org.enterpriseId)?.months ?? [];
    expect(months.find((month) => month.month === '2026-02')).not.toHaveProperty('exportedAt');
    expect(months.find((month) => month.month === MONTH)).toHaveProperty('exportedAt');
  });
});
