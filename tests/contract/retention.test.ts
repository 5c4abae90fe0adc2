import { beforeAll, describe, expect, it } from 'vitest';
import { call, connectToServer, failure, type Item, type Json } from './http';
import { signInRoles } from './roles';
import { employeeInput, findIds, leaveInput, type Ids } from './samples';

connectToServer();
signInRoles();

interface Person {
  employeeId: number;
  name: string;
  items: { category: string; action: string; records: number; fields: string[] }[];
}
interface Overview {
  today: string;
  policy: { category: string; years: number }[];
  due: Record<string, number>;
  people: Person[];
}
interface DryRun {
  today: string;
  changes: Record<string, number>;
  people: Person[];
}
interface AuditPage {
  items: { area: string; action: string; recordId?: number; changes: { field: string; before?: unknown; after?: unknown; private?: true }[] }[];
}

const IBAN = 'FR7630006000011234567890189';

/** The same day `years` later, as the policy counts (29 February aside, which these days avoid). */
const yearsAfter = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function created(path: string, body: Json): Promise<Item> {
  const answer = await call('POST', path, body);
  expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body;
}

/** A leave type without a balance (congé sans solde), from a leave of the data. */
async function unpaidType(): Promise<number> {
  const [leave] = (await call<{ items: Item[] }>('GET', '/app/leave?q=sans%20solde&pageSize=1')).body.items;
  return Number(leave.typeId);
}

/** Someone hired in 2012 who left on `exitDate`, with a private block and a leave of their last years. */
async function leaver(ids: Ids, lastName: string, exitDate: string): Promise<Item> {
  const employee = await created('/app/employee', employeeInput(ids, { firstName: 'Oriane', lastName, hireDate: '2012-01-09', birthDate: '1980-06-15', status: 'left', exitDate, exitReason: 'démission' }));
  const privateBlock = await call<{ version: number }>('GET', `/user/private/${employee.id}`);
  const written = await call('PUT', `/user/private/${employee.id}`, { iban: IBAN, emergencyContactName: 'Paul Purge', version: privateBlock.body.version });
  expect(written.status, JSON.stringify(written.body)).toBe(200);
  await created('/app/leave', leaveInput(employee.id, await unpaidType(), '2015-03-02', '2015-03-02', 'draft'));
  await created('/app/assignment', { employeeId: employee.id, positionId: ids.positionId, serviceId: ids.serviceId, startDate: '2012-01-09', endDate: exitDate, kind: 'principale' });
  return employee;
}

const personOf = (people: readonly Person[], id: number) => people.find((person) => person.employeeId === id);
const categoriesOf = (person: Person | undefined) => person?.items.map((item) => item.category) ?? [];

let ids: Ids;
let today: string;
/** Left 5 years ago today: the register keeps them through today, so their file is kept. */
let keptFile: Item;
/** Left 5 years and a day ago: their file is due today. */
let dueFile: Item;
/** A time-tracking day 3 years ago today (kept), and the day before it (due). */
let keptDay: Item;
let dueDay: Item;

beforeAll(async () => {
  ids = await findIds();
  today = (await call<Overview>('GET', '/app/retention')).body.today;
  keptFile = await leaver(ids, 'Gardée', yearsAfter(today, -5));
  dueFile = await leaver(ids, 'Échue', dayBefore(yearsAfter(today, -5)));
  const worker = await created('/app/employee', employeeInput(ids, { hireDate: '2012-01-09' }));
  const day = (date: string) => created('/app/attendance', { employeeId: worker.id, date, checkIn: '08:30', checkOut: '17:00', breakMinutes: 45, status: 'présent', source: 'manual' });
  keptDay = await day(yearsAfter(today, -3));
  dueDay = await day(dayBefore(yearsAfter(today, -3)));
}, 120_000);

describe('the retention policy and what is due', () => {
  it('answers the policy, with the employee file kept 5 years after the exit', async () => {
    const { status, body } = await call<Overview>('GET', '/app/retention');
    expect(status).toBe(200);
    expect(body.policy).toContainEqual(expect.objectContaining({ category: 'employeeFile', years: 5 }));
    expect(body.due.employeeFile).toBeGreaterThanOrEqual(1);
  });

  it('lists the file due the day after the register keeps it, not the day before', async () => {
    const { body } = await call<Overview>('GET', '/app/retention');
    expect(categoriesOf(personOf(body.people, dueFile.id))).toEqual(expect.arrayContaining(['employeeFile', 'privateBlock', 'leave', 'auditEntries']));
    // Left 5 years ago today: still kept today; their leave (3 years) and photo are due.
    expect(categoriesOf(personOf(body.people, keptFile.id))).not.toContain('employeeFile');
    expect(categoriesOf(personOf(body.people, keptFile.id))).toContain('leave');
  });
});

interface RegisterLine {
  employeeId: number;
  facts: { lastName: string; firstName: string; exitDate?: string };
  amendments: { field: string; after?: unknown }[];
}
interface Register {
  staff: RegisterLine[];
  interns: RegisterLine[];
}

/** The staff register of the enterprise the leavers worked for. */
async function registerLines(): Promise<RegisterLine[]> {
  const position = (await call<Item>('GET', `/app/position/${ids.positionId}`)).body;
  const { status, body } = await call<Register>('GET', `/app/register/${String(position.enterpriseId)}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return [...body.staff, ...body.interns];
}

const lineOf = (lines: readonly RegisterLine[], id: number) => lines.find((line) => line.employeeId === id);

describe('the dry run', () => {
  it('says what the purge would change, and changes nothing', async () => {
    const before = await call('GET', `/app/employee/${dueFile.id}`);
    const first = await call<DryRun>('GET', '/app/retention/dry-run');
    expect(first.status).toBe(200);
    const file = personOf(first.body.people, dueFile.id)?.items.find((item) => item.category === 'employeeFile');
    expect(file).toMatchObject({ action: 'anonymise', records: 1 });
    expect(file?.fields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'address']));
    expect(file?.fields).not.toContain('hireDate');

    const again = await call<DryRun>('GET', '/app/retention/dry-run');
    expect(again.body).toEqual(first.body);
    expect((await call('GET', `/app/employee/${dueFile.id}`)).body).toEqual(before.body);
    expect((await call('GET', `/user/private/${dueFile.id}`)).body).toMatchObject({ iban: IBAN });
    expect((await call('GET', `/app/attendance/${dueDay.id}`)).status).toBe(200);
  });
});

describe('the purge', () => {
  it('is refused for a day that is not today, changing nothing', async () => {
    const answer = await call('POST', '/app/retention/purge', { day: dayBefore(today) });
    expect(answer.status).toBe(409);
    expect(failure(answer).code).toBe('retentionDayChanged');
    expect((await call('GET', `/app/attendance/${dueDay.id}`)).status).toBe(200);
  });

  it('purges what is due today and keeps what is due tomorrow; the register line survives', async () => {
    const registerBefore = await registerLines();
    expect(lineOf(registerBefore, keptFile.id)?.facts).toMatchObject({ lastName: 'Gardée', exitDate: keptFile.exitDate });
    // Five years and a day after the exit, the register holds no line of theirs any more: none is written.
    expect(lineOf(registerBefore, dueFile.id)).toBeUndefined();
    const answer = await call<{ day: string; purged: Record<string, number>; people: number }>('POST', '/app/retention/purge', { day: today });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.purged.employeeFile).toBeGreaterThanOrEqual(1);

    const purged = (await call('GET', `/app/employee/${dueFile.id}`)).body;
    expect(purged).toMatchObject({ firstName: 'Anonyme', lastName: 'Anonyme', address: '—' });
    expect(JSON.stringify(purged)).not.toContain('Échue');
    // What the register's line reads of the employment stays: matricule, contract, hire and exit dates.
    expect(purged).toMatchObject({ matricule: dueFile.matricule, hireDate: '2012-01-09', exitDate: dueFile.exitDate, contractType: 'CDI', nationalityCountryId: ids.countryId });
    expect((await call('GET', `/user/private/${dueFile.id}`)).body).not.toHaveProperty('iban');

    // The day before due: kept.
    expect((await call('GET', `/app/employee/${keptFile.id}`)).body).toMatchObject({ firstName: 'Oriane', lastName: 'Gardée' });
    expect((await call('GET', `/user/private/${keptFile.id}`)).body).toMatchObject({ iban: IBAN });
    expect((await call('GET', `/app/attendance/${keptDay.id}`)).status).toBe(200);
    // The day due: gone.
    expect((await call('GET', `/app/attendance/${dueDay.id}`)).status).toBe(404);
    expect((await call<{ total: number }>('GET', `/app/leave?employeeId=${dueFile.id}`)).body.total).toBe(0);

    const after = await call<Overview>('GET', '/app/retention');
    expect(personOf(after.body.people, dueFile.id), JSON.stringify(personOf(after.body.people, dueFile.id))).toBeUndefined();

    // The register: the line of the person left 5 years ago today stays as it was, no correction
    // added by the purge of their leave; no line is written from the anonymised record.
    const registerAfter = await registerLines();
    expect(lineOf(registerAfter, keptFile.id)).toEqual(lineOf(registerBefore, keptFile.id));
    expect(lineOf(registerAfter, dueFile.id)).toBeUndefined();
    expect(JSON.stringify(registerAfter)).not.toContain('Anonyme');
  });

  it('leaves in the audit trail that it ran and its counts, never the values', async () => {
    const { body } = await call<AuditPage>('GET', '/app/audit?area=retention&pageSize=50');
    const summary = body.items.find((entry) => entry.recordId === undefined);
    expect(summary).toMatchObject({ action: 'purge' });
    expect(summary?.changes).toContainEqual({ field: 'employeeFile', after: expect.any(Number) });
    const mine = body.items.find((entry) => entry.recordId === dueFile.id);
    expect(mine?.changes).toEqual(expect.arrayContaining([{ field: 'employeeFile', after: 1 }, { field: 'leave', after: 1 }]));
    expect(JSON.stringify(body.items)).not.toMatch(/Échue|Oriane|FR76/);

    // The person's older entries keep what changed, not the values.
    const history = await call<AuditPage>('GET', `/app/audit/employee/${dueFile.id}?pageSize=50`);
    expect(JSON.stringify(history.body.items)).not.toMatch(/Échue|Oriane|FR76|Paul Purge/);
    const creation = history.body.items.find((entry) => entry.area === 'employee' && entry.action === 'create');
    expect(creation?.changes).toContainEqual({ field: 'firstName', private: true });
  });
});
