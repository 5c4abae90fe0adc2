import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnValid, nirKey } from '@/domain/identifiers';
import { GENERAL_MESSAGES } from '@server/core/hr/messages-fr';
import { PNG, toBase64 } from '../contract/images';
import { SAMPLES, employeeInput, findIds, leaveInput, type Ids } from '../contract/samples';
import { server } from '../helpers/server';
import { freshPostgresDatabase, postgresAbsence } from '../repository/postgres-admin';
import { startServer, stopServers, type Json, type Reply, type Server } from './server-process';

/**
 * Ten writers at once on PostgreSQL, through two server processes on one database (half of
 * the writers each): whatever is created on a first write (a private block, a photo, a
 * waiver, an account, a unique key, a number of a sequence, a reset code…) and whatever
 * constraint the database holds, every answer is a 2xx or a 4xx with its message, never a
 * 5xx. Writes quoting the same version: one 200, the others the contract's 409 "reload".
 * Creates of the same unique value: one 201, the others 409 naming the field.
 */

const PASSWORD = 'Concurrent-writes-2026';
const WRITERS = 10;
/** A race is won or lost by timing: those that create a record's first row run this many times, on new records. */
const ROUNDS = 3;
const rounds = (race: (round: number) => Promise<void>) => async () => {
  for (let round = 0; round < ROUNDS; round += 1) await race(round);
};
const absence = await postgresAbsence();

const NIR_BODY = '2910475056123';
const PRIVATE = { nir: `${NIR_BODY}${nirKey(NIR_BODY)}`, iban: 'FR7630006000011234567890189', emergencyContactPhone: '0611223344' };
/** The codes of a refusal by another record holding the value (docs/contract.md, 409). */
const CONFLICTS = ['duplicate', 'duplicateDay', 'overlap'];

/** How many answers of each status: `{ 200: 1, 409: 9 }`. */
const tally = (replies: readonly Reply[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of replies) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};
const shown = (replies: readonly Reply[]) => JSON.stringify(replies.map(({ status, body }) => [status, body.message ?? body.code ?? body]));

/** No 5xx, and each refusal says why. */
function expectAnswered(replies: readonly Reply[]) {
  expect(replies.filter(({ status }) => status >= 500), shown(replies)).toEqual([]);
  for (const { status, body } of replies) if (status >= 400) expect(body.message, shown(replies)).toEqual(expect.stringMatching(/\S/));
}

/** The refusals of a write quoting a version another writer replaced: 409, "reload". */
function expectStale(refusals: readonly Reply[]) {
  for (const { status, body } of refusals) expect({ status, message: body.message }).toEqual({ status: 409, message: GENERAL_MESSAGES.stale });
}

describe.skipIf(absence)(`ten writers at once on PostgreSQL${absence ? ` (skipped: ${absence})` : ''}`, () => {
  let first: Server;
  let second: Server;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let ids: Ids;

  beforeAll(async () => {
    // Real HTTP to the two processes: the fake backend's interception is switched off.
    server.close();
    const database = await freshPostgresDatabase();
    databaseUrl = database.url;
    drop = database.drop;
    first = await startServer(database.url, PASSWORD);
    second = await startServer(database.url, PASSWORD);
    ids = await findIds(first.list);
  }, 180_000);
  afterAll(async () => {
    await stopServers([first, second]);
    await drop?.();
  }, 30_000);

  /** `write` by ten writers at once, every other one through the second process. */
  const atOnce = (write: (through: Server, index: number) => Promise<Reply>) =>
    Promise.all(Array.from({ length: WRITERS }, (_, index) => write(index % 2 === 0 ? first : second, index)));

  let made = 0;
  /** A new employee, with no private block, photo, waiver or assignment yet. */
  async function newEmployee(): Promise<number> {
    made += 1;
    const created = await first.call('POST', '/app/employee', employeeInput(ids, { workEmail: `concurrent.${made}@contrat.test`, lastName: `Concurrent-${made}` }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return Number(created.body.id);
  }

  const photo = (index: number) => {
    const bytes = PNG(256 + index);
    return { bytes, body: { name: `photo-${index}.png`, type: 'image/png', size: bytes.length, dataUrl: `data:image/png;base64,${toBase64(bytes)}` } };
  };

  it('writes the first rows of many records at once: ten private blocks, photos and waivers of ten employees', async () => {
    const employees: number[] = [];
    for (let index = 0; index < WRITERS; index += 1) employees.push(await newEmployee());
    const blocks = await atOnce((through, index) => through.call('PUT', `/user/private/${employees[index]}`, { ...PRIVATE, emergencyContactName: `Contact ${index}`, version: 0 }));
    const photos = await atOnce((through, index) => through.call('PUT', `/user/photo/${employees[index]}`, photo(index).body));
    const waivers = await atOnce((through, index) => through.call('PUT', `/app/leave_balance/${employees[index]}`, { fractionnementWaived: true }));
    for (const replies of [blocks, photos, waivers]) {
      expectAnswered(replies);
      expect(tally(replies), shown(replies)).toEqual({ 200: WRITERS });
    }
  });

  it.each([0, 1])('saves one of ten private blocks quoting version %i: one 200, nine 409 "reload"', (version) =>
    rounds(async () => {
      const employee = await newEmployee();
      const path = `/user/private/${employee}`;
      if (version === 1) expect((await first.call('PUT', path, { ...PRIVATE, version: 0 })).status).toBe(200);
      const replies = await atOnce((through, index) => through.call('PUT', path, { ...PRIVATE, emergencyContactName: `Writer ${index}`, version }));
      expectAnswered(replies);
      expect(tally(replies), shown(replies)).toEqual({ 200: 1, 409: WRITERS - 1 });
      expectStale(replies.filter(({ status }) => status !== 200));
      const winner = replies.find(({ status }) => status === 200)!;
      expect((await second.call('GET', path)).body).toMatchObject({ version: version + 1, emergencyContactName: winner.body.emergencyContactName });
    })(),
  );

  it('saves one of ten updates of an employee quoting the same version: one 200, nine 409 "reload"', rounds(async () => {
    const id = await newEmployee();
    const path = `/app/employee/${id}`;
    const { body: current } = await first.call('GET', path);
    const input = employeeInput(ids, { workEmail: current.workEmail, lastName: current.lastName });
    const replies = await atOnce((through, index) => through.call('PUT', path, { ...input, phone: `07000000${String(index).padStart(2, '0')}`, version: current.version }));
    expectAnswered(replies);
    expect(tally(replies), shown(replies)).toEqual({ 200: 1, 409: WRITERS - 1 });
    expectStale(replies.filter(({ status }) => status !== 200));
  }));

  it("keeps one of ten first photos of an employee, the one the employee's file names; the others are 200 or 409 \"reload\"", rounds(async () => {
    const employee = await newEmployee();
    const replies = await atOnce((through, index) => through.call('PUT', `/user/photo/${employee}`, photo(index).body));
    expectAnswered(replies);
    // No version is quoted: a writer that read the employee after another's save saves too.
    expect(replies.some(({ status }) => status === 200), shown(replies)).toBe(true);
    expectStale(replies.filter(({ status }) => status !== 200));
    const { nameFile } = (await second.call('GET', `/app/employee/${employee}`)).body;
    const kept = replies.findIndex(({ status, body }) => status === 200 && body.nameFile === nameFile);
    expect(kept, `the employee's file ${String(nameFile)} is one of the saved photos: ${shown(replies)}`).toBeGreaterThanOrEqual(0);
    const served = await fetch(`${first.base}/user/photo/${employee}`, { headers: { Authorization: `Bearer ${first.token}` } });
    expect(served.status, `the photo the employee's file ${String(nameFile)} names, after ${JSON.stringify(tally(replies))}`).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(photo(kept).bytes);
  }));

  it('records one waiver of ten sent at once for an employee: each 200 or 409 "reload", and one withdrawal clears it', rounds(async () => {
    const employee = await newEmployee();
    const path = `/app/leave_balance/${employee}`;
    const replies = await atOnce((through) => through.call('PUT', path, { fractionnementWaived: true }));
    expectAnswered(replies);
    expect(replies.some(({ status }) => status === 200), shown(replies)).toBe(true);
    expectStale(replies.filter(({ status }) => status !== 200));
    expect((await second.call('GET', path)).body).toMatchObject({ fractionnementWaived: true });
    // Had two writers each stored a waiver, one withdrawal would leave the other.
    expect((await first.call('PUT', path, { fractionnementWaived: false })).status).toBe(200);
    const { fractionnementWaived } = (await second.call('GET', path)).body;
    expect(fractionnementWaived, `waived after one withdrawal; the writers had: ${JSON.stringify(tally(replies))}`).toBe(false);
  }));

  it('creates one of ten accounts with the same e-mail: one 201, nine 409 on the e-mail', async () => {
    const email = 'meme.adresse@contrat.test';
    const replies = await atOnce((through, index) => through.call('POST', '/user', { email, username: `meme-adresse-${index}`, password: 'Contrat-2026-fuzz', role: 'Root' }));
    expectAnswered(replies);
    expect(tally(replies), shown(replies)).toEqual({ 201: 1, 409: WRITERS - 1 });
    for (const { body } of replies.filter(({ status }) => status === 409)) expect(body.errors).toMatchObject({ email: { code: 'duplicate' } });
    const accounts = (await first.call('GET', '/users')).body as unknown as { email: string }[];
    expect(accounts.filter((account) => account.email === email)).toHaveLength(1);
  });

  it('registers one of ten sign-ups with the same e-mail; the others are refused with a message', async () => {
    const email = 'meme.inscription@contrat.test';
    const replies = await atOnce((through, index) => through.anonymous('POST', '/users/register', { email, username: `meme-inscription-${index}`, password: 'Contrat-2026-fuzz' }));
    expectAnswered(replies);
    expect(replies.filter(({ status }) => status === 200), shown(replies)).toHaveLength(1);
    for (const { status } of replies) expect([200, 400, 409], shown(replies)).toContain(status);
    const accounts = (await first.call('GET', '/users')).body as unknown as { email: string }[];
    expect(accounts.filter((account) => account.email === email)).toHaveLength(1);
  });

  let sirens = 0;
  /** A SIREN no enterprise has. */
  const freshSiren = () => {
    const body = `8${String((sirens += 1)).padStart(7, '0')}`;
    return `${body}${[...'0123456789'].find((key) => luhnValid(`${body}${key}`))}`;
  };

  /** Records the database holds one of: their area, the body ten writers send, the field the 409 names. */
  const UNIQUE_VALUES: { area: string; field: string; body: () => Promise<Json> }[] = [
    { area: 'city', field: 'name', body: async () => ({ ...SAMPLES.city(ids), name: 'Ville unique' }) },
    { area: 'country', field: 'code', body: async () => ({ ...SAMPLES.country(ids), code: 'QZ' }) },
    { area: 'enterprise', field: 'siren', body: async () => ({ ...SAMPLES.enterprise(ids), siren: freshSiren() }) },
    { area: 'direction', field: 'code', body: async () => ({ ...SAMPLES.direction(ids), code: 'UNIQUE-D' }) },
    { area: 'department', field: 'code', body: async () => ({ ...SAMPLES.department(ids), code: 'UNIQUE-P' }) },
    { area: 'service', field: 'code', body: async () => ({ ...SAMPLES.service(ids), code: 'UNIQUE-S' }) },
    { area: 'position', field: 'code', body: async () => ({ ...SAMPLES.position(ids), code: 'UNIQUE-O' }) },
    { area: 'projet', field: 'code', body: async () => ({ ...SAMPLES.projet(ids), code: 'UNIQUE-J' }) },
    { area: 'employee', field: 'workEmail', body: async () => employeeInput(ids, { workEmail: 'meme.employe@contrat.test' }) },
    { area: 'attendance', field: 'date', body: async () => ({ ...SAMPLES.attendance(ids), employeeId: await newEmployee() }) },
    { area: 'leave', field: 'startDate', body: async () => leaveInput(await newEmployee(), ids.paidLeaveTypeId, '2026-06-01', '2026-06-03', 'draft') },
    { area: 'salary', field: 'effectiveDate', body: async () => ({ ...SAMPLES.salary(ids), employeeId: await newEmployee() }) },
    { area: 'assignment', field: 'startDate', body: async () => ({ ...SAMPLES.assignment(ids), employeeId: await newEmployee(), kind: 'principale', endDate: undefined }) },
  ];

  it.each(UNIQUE_VALUES)('creates one of ten $area records holding the same $field: one 201, nine 409 naming it', async ({ area, field, body }) => {
    const input = await body();
    const replies = await atOnce((through) => through.call('POST', `/app/${area}`, input));
    expectAnswered(replies);
    expect(tally(replies), shown(replies)).toEqual({ 201: 1, 409: WRITERS - 1 });
    for (const refused of replies.filter(({ status }) => status === 409)) {
      expect(CONFLICTS, shown(replies)).toContain((refused.body.errors as Record<string, { code: string }> | undefined)?.[field]?.code);
    }
  });

  it('numbers ten employees, ten missions and ten calendar events created at once, each its own', async () => {
    const employees = await atOnce((through, index) => through.call('POST', '/app/employee', employeeInput(ids, { workEmail: `numero.${index}@contrat.test` })));
    const missionOf = (index: number) => {
      const day = String(index + 1).padStart(2, '0');
      return { ...SAMPLES.mission(ids), startDate: `2027-05-${day}`, endDate: `2027-05-${day}`, expenses: [] };
    };
    const missions = await atOnce((through, index) => through.call('POST', '/app/mission', missionOf(index)));
    const events = await atOnce((through, index) => through.call('POST', '/app/calendar', { title: `Réunion ${index}`, start: '2026-07-01' }));
    for (const [replies, numbered] of [[employees, 'matricule'], [missions, 'reference'], [events, 'id']] as const) {
      expectAnswered(replies);
      expect(tally(replies), shown(replies)).toEqual({ 201: WRITERS });
      expect(new Set(replies.map(({ body }) => body[numbered])).size, `${numbered}s: ${replies.map(({ body }) => String(body[numbered]))}`).toBe(WRITERS);
    }
  });

  it('answers ten password-reset requests for one account at once, and mails one code', rounds(async (round) => {
    const email = `reinitialisation.simultanee.${round}@contrat.test`;
    expect((await first.call('POST', '/user', { email, username: `reinitialisation-simultanee-${round}`, password: 'Contrat-2026-fuzz' })).status).toBe(201);
    const replies = await atOnce((through) => through.anonymous('POST', '/auth/password-reset/request', { email }));
    expectAnswered(replies);
    expect(tally(replies), shown(replies)).toEqual({ 200: WRITERS });
    // A code goes at most once a minute to one address (docs/server.md).
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ mails: number }>("select count(*)::int as mails from outbox where recipient = $1 and subject like '%mot de passe%'", [email]);
      expect(rows[0].mails, 'reset codes mailed to the address').toBe(1);
    } finally {
      await client.end();
    }
  }));

  it('refuses ten wrong passwords for one address at once, each with a message', async () => {
    const replies = await atOnce((through) => through.anonymous('POST', '/users/authenticate', { email: 'personne.simultanee@contrat.test', password: 'Pas-le-bon-2026' }));
    expectAnswered(replies);
    for (const { status } of replies) expect([400, 429], shown(replies)).toContain(status);
  });

  it('answers ten lists asked at once after a write with the same page, the write in it', async () => {
    const created = await first.call('POST', '/app/city', { ...SAMPLES.city(ids), name: 'Ville listée' });
    expect(created.status).toBe(201);
    const replies = await atOnce((through) => through.call('GET', '/app/city?q=listee&sort=-id'));
    expectAnswered(replies);
    expect(tally(replies)).toEqual({ 200: WRITERS });
    for (const { body } of replies) expect(body).toMatchObject({ total: 1, items: [{ id: created.body.id }] });
  });
});
