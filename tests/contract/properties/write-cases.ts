import fc from 'fast-check';
import { expect, it } from 'vitest';
import { luhnValid, nirKey } from '@/domain/identifiers';
import { DEMO_ROLE_ACCOUNTS } from '@mocks/fixtures/demo-accounts';
import { AREA_CASES } from '../areas';
import { call, signIn, type Answer, type Item } from '../http';
import { PNG, toBase64 } from '../images';
import { SAMPLES, employeeInput, findIds } from '../samples';
import { newest, record } from '../snapshot';
import { FUZZ_TIMEOUT_MS, fuzz, type FuzzTarget } from './fuzz';
import { CURRENT_VERSION, fill, payloads, randomValue, updatePayloads } from './payloads';

/**
 * Every write route of the route table (`routeTable()` in server/core/app.ts) and how to
 * fuzz it: the bodies, where to send them, what a refusal must leave unchanged. A route
 * that takes no body is listed in WITHOUT_BODY instead; write-routes.test.ts checks that
 * the two cover the route table's every POST, PUT and DELETE.
 */

export type FuzzGroup = 'areas' | 'calendar' | 'user service' | 'sign-in' | 'hr actions' | 'self service';

export interface FuzzCase {
  /** `METHOD /path` as the route table writes it: `PUT /user/private/:id`. */
  route: string;
  group: FuzzGroup;
  /** Makes what the route writes to (a record to update, an account to sign in with) and says how to fuzz it. */
  prepare(): Promise<FuzzTarget>;
}

type Json = Record<string, unknown>;
type Method = 'POST' | 'PUT' | 'DELETE';

/** A password the account rules accept (12 characters at least, letters and digits). */
const PASSWORD = 'Contrat-fuzz-2026';
/** A sign-up (users/register), an account as Root or an HR administrator creates it (user) less its role. */
const REGISTRATION: Json = { email: 'fuzz.{n}@contrat.test', username: 'fuzz-{n}', password: PASSWORD, firstName: 'Alé', lastName: 'Atoire' };
const ACCOUNT: Json = { ...REGISTRATION, role: 'Root' };
/** Another account in the same body (`{n}` is one tag per body). */
const SECOND_ACCOUNT: Json = { ...ACCOUNT, email: 'fuzz.{n}.b@contrat.test', username: 'fuzz-{n}-b' };
const NIR_BODY = '2910475056123';
const PRIVATE: Json = { nir: `${NIR_BODY}${nirKey(NIR_BODY)}`, iban: 'FR7630006000011234567890189', emergencyContactName: 'Paul', emergencyContactPhone: '0611223344' };
const PHOTO: Json = { name: 'photo.png', type: 'image/png', size: 64, dataUrl: `data:image/png;base64,${toBase64(PNG(64))}` };
const EVENT: Json = { title: 'Réunion', start: '2026-06-10T09:30:00', end: '2026-06-10T11:00:00', allDay: false, category: 'réunion', serviceId: 1 };

const accounts = async () => (await call('GET', '/users')).body;
const events = async () => (await call('GET', '/app/calendar')).body;
const body = <T = Item>(answer: Answer<unknown>) => answer.body as T;

/** Sends the body, `fill`ed with `values` at the time of the call, as JSON. */
const sender =
  (method: Method, path: string, values: () => Record<string, unknown> = () => ({}), options: Parameters<typeof call>[3] = {}) =>
  (sent: unknown) =>
    call(method, path, fill(sent, values()), options);

let clients = 0;
/**
 * A loopback address no call used yet: the routes that check a secret count failures per
 * client (20 a minute on the server), and the suite's own sign-ins come from 127.0.0.1.
 */
const nextClient = () => {
  clients += 1;
  return `127.1.${(Math.floor(clients / 250) % 250) + 1}.${(clients % 250) + 1}`;
};
/** A route that checks a secret, called without a token, each time from another client. */
const guarded = (path: string) => (sent: unknown) => call('POST', path, fill(sent), { auth: false, client: nextClient() });

/** A new account (no grant but Root's role name): its id, e-mail, username and version. */
async function newAccount(): Promise<{ id: number; email: string; username: string; version: number }> {
  const input = fill(ACCOUNT) as Json;
  const answer = await call('POST', '/user', input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.id, email: String(input.email), username: String(input.username), version: answer.body.version };
}

/** A new employee, with no private block, photo or waiver yet. */
async function newEmployee(): Promise<number> {
  const answer = await call('POST', '/app/employee', fill(employeeInput(await findIds(), { workEmail: 'fuzz.{n}@contrat.test' })));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

/** The accounts a write created, removed again (an account outlives a reset of the data). */
async function removeAccounts(ids: readonly number[]) {
  for (const id of ids) expect((await call('DELETE', `/user/${id}`)).status).toBe(204);
}

let sirens = 0;
/** A SIREN no enterprise has: 9, a number, and the Luhn key. */
function freshSiren(): string {
  const body = `9${String((sirens += 1)).padStart(7, '0')}`;
  return `${body}${[...'0123456789'].find((key) => luhnValid(`${body}${key}`))}`;
}

const FRESH_CODE = { code: 'K{n}' };
const FRESH_VALUES: Readonly<Record<string, Json>> = {
  employee: { workEmail: 'fuzz.{n}@contrat.test' },
  enterprise: { siren: '{siren}' },
  city: { name: 'Ville {n}' },
  ...Object.fromEntries(['position', 'projet', 'direction', 'department', 'service'].map((area) => [area, FRESH_CODE])),
};
const expense = (date: string) => ({ date, category: 'repas', amountCents: 1990, receipt: 'R-1', label: 'Déjeuner' });
const UNIT_TEXTS = { description: 'Une unité du contrat' };
/** The optional texts of each area's input: every text field meets the fuzz's characters. */
const OPTIONAL_TEXTS: Readonly<Record<string, Json>> = {
  employee: { birthPlace: 'Lyon', nameFile: 'helene.jpg' },
  leave: { reason: 'Vacances', comment: 'Posé tôt' },
  mission: { comment: 'Départ la veille', expenses: [expense('2027-04-05')] },
  salary: { note: 'Revalorisation', allowances: [{ label: 'Prime', amountCents: 5000 }], deductions: [{ label: 'Mutuelle', amountCents: 3000 }] },
  enterprise: { vatNumber: 'FR00443061841', phone: '0100000000', website: 'https://contrat.test', logo: 'logo.png' },
  position: { grade: 'C1', description: 'Un poste du contrat' },
  projet: { client: 'Client contrat' },
  city: { region: 'Région contrat' },
  direction: UNIT_TEXTS,
  department: UNIT_TEXTS,
  service: UNIT_TEXTS,
};

/**
 * A sample made of an area's valid input and its optional texts, its unique values fresh in
 * every body (`{n}`, or `{siren}` that `areaValues` fills): accepted creates do not make the
 * next ones duplicates.
 */
async function areaSample(area: string): Promise<Json> {
  return { ...SAMPLES[area](await findIds()), ...OPTIONAL_TEXTS[area], ...FRESH_VALUES[area] };
}
const areaValues = () => ({ siren: freshSiren() });

/** The areas whose new records hold days (or a country code) the next create's sample holds too: they are removed once created. */
const REMOVED_AFTER_CREATE = new Set(['attendance', 'leave', 'mission', 'salary', 'country']);

/** The record an update fuzzes holds its own days, apart from those of the creates' sample. */
const UPDATED_RECORD: Readonly<Record<string, Json>> = {
  attendance: { date: '2027-02-02' },
  leave: { startDate: '2027-03-02', endDate: '2027-03-02' },
  salary: { effectiveDate: '2027-06-01' },
  mission: { startDate: '2027-04-12', endDate: '2027-04-13', expenses: [expense('2027-04-12')] },
};

/** Creates at `path` from `sample` (`fill`ed with `values`); `remove` takes away what an accepted body created. */
const creating = (path: string, sample: Json, state: () => Promise<unknown>, remove: (answer: Answer<unknown>) => Promise<void>, values?: () => Record<string, unknown>): FuzzTarget => ({
  bodies: payloads(sample),
  send: sender('POST', path, values),
  state,
  valid: sample,
  accepted: remove,
});

/** A record made to be updated: `path` and the version to quote, kept as updates are accepted. */
function updating(path: string, sample: Json, version: number, state: () => Promise<unknown>): FuzzTarget {
  let current = version;
  return {
    bodies: updatePayloads(sample),
    send: sender('PUT', path, () => ({ version: current })),
    state,
    valid: { ...sample, version: CURRENT_VERSION },
    accepted: async (answer) => {
      current = body(answer).version;
    },
  };
}

const areaCases: FuzzCase[] = AREA_CASES.flatMap(({ area }): FuzzCase[] => [
  {
    route: `POST /app/${area}`,
    group: 'areas',
    prepare: async () =>
      creating(`/app/${area}`, await areaSample(area), () => newest(area), async (answer) => {
        if (REMOVED_AFTER_CREATE.has(area)) expect((await call('DELETE', `/app/${area}/${body(answer).id}`)).status).toBeLessThan(500);
      }, areaValues),
  },
  {
    route: `PUT /app/${area}/:id`,
    group: 'areas',
    async prepare() {
      const sample = fill({ ...(await areaSample(area)), ...UPDATED_RECORD[area] }, areaValues()) as Json;
      const created = await call('POST', `/app/${area}`, sample);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return updating(`/app/${area}/${created.body.id}`, sample, created.body.version, () => record(area, created.body.id));
    },
  },
]);

const calendarCases: FuzzCase[] = [
  {
    route: 'POST /app/calendar',
    group: 'calendar',
    prepare: async () =>
      creating('/app/calendar', EVENT, events, async (answer) => {
        expect((await call('DELETE', `/app/calendar/${body(answer).id}`)).status).toBe(200);
      }),
  },
  ...(['PUT /app/calendar', 'PUT /app/calendar/:id'] as const).map(
    (route): FuzzCase => ({
      route,
      group: 'calendar',
      async prepare() {
        const created = await call('POST', '/app/calendar', EVENT);
        expect(created.status).toBe(201);
        // The app sends the id in the body; the path's id wins when there is one.
        const path = route.endsWith(':id') ? `/app/calendar/${created.body.id}` : '/app/calendar';
        return updating(path, { ...EVENT, id: created.body.id }, created.body.version, events);
      },
    }),
  ),
  {
    route: 'DELETE /app/calendar',
    group: 'calendar',
    async prepare() {
      const create = async () => (await call('POST', '/app/calendar', EVENT)).body.id;
      let target = await create();
      const bodies = fc.oneof(
        payloads({ id: '{event}' }),
        randomValue.map((id) => ({ id })),
        fc.anything({ maxDepth: 2 }),
        fc.string({ unit: 'binary-ascii' }).map((id) => ({ query: new URLSearchParams({ id }).toString() })),
      );
      return {
        bodies,
        // The id in the body, or in the query (?id=).
        send: (sent) =>
          typeof sent === 'object' && sent !== null && 'query' in sent && typeof sent.query === 'string'
            ? call('DELETE', `/app/calendar?${sent.query}`)
            : call('DELETE', '/app/calendar', fill(sent, { event: target })),
        state: events,
        valid: { id: '{event}' },
        accepted: async () => {
          target = await create();
        },
      };
    },
  },
];

const userServiceCases: FuzzCase[] = [
  {
    route: 'POST /user',
    group: 'user service',
    prepare: async () => creating('/user', ACCOUNT, accounts, (answer) => removeAccounts([body(answer).id])),
  },
  {
    route: 'PUT /user/:id',
    group: 'user service',
    async prepare() {
      const account = await newAccount();
      const sample = { ...ACCOUNT, email: account.email, username: account.username };
      return updating(`/user/${account.id}`, sample, account.version, async () => (await call('GET', `/user/${account.id}`)).body);
    },
  },
  {
    route: 'POST /user/import',
    group: 'user service',
    prepare: async () => ({
      bodies: fc.oneof(fc.array(payloads(ACCOUNT), { minLength: 1, maxLength: 2 }), payloads({ users: [ACCOUNT, SECOND_ACCOUNT] })),
      send: sender('POST', '/user/import'),
      state: accounts,
      valid: [ACCOUNT, SECOND_ACCOUNT],
      accepted: (answer) => removeAccounts(body<{ items: Item[] }>(answer).items.map((item) => item.id)),
    }),
  },
  {
    route: 'POST /user/checkEmail',
    group: 'user service',
    async prepare() {
      const sample = { email: 'quelqu.un@contrat.test', employeeId: (await findIds()).employeeId };
      return { bodies: payloads(sample), send: sender('POST', '/user/checkEmail'), state: accounts, valid: sample };
    },
  },
  {
    route: 'POST /user/reset-password',
    group: 'user service',
    prepare: async () => ({ bodies: payloads({ email: 'quelqu.un@contrat.test' }), send: sender('POST', '/user/reset-password'), state: accounts, valid: { email: 'quelqu.un@contrat.test' } }),
  },
  {
    route: 'PUT /user/private/:id',
    group: 'user service',
    async prepare() {
      // A new employee has no private block: the first write quotes version 0.
      const path = `/user/private/${await newEmployee()}`;
      return updating(path, PRIVATE, 0, async () => (await call('GET', path)).body);
    },
  },
  {
    route: 'PUT /user/:kind/:id',
    group: 'user service',
    async prepare() {
      const id = await newEmployee();
      return { bodies: payloads(PHOTO), send: sender('PUT', `/user/photo/${id}`), state: () => record('employee', id), valid: PHOTO };
    },
  },
];

const signInCases: FuzzCase[] = [
  {
    route: 'POST /users/authenticate',
    group: 'sign-in',
    async prepare() {
      const sample = { email: (await newAccount()).email, password: PASSWORD };
      return { bodies: payloads(sample), send: guarded('/users/authenticate'), state: accounts, valid: sample };
    },
  },
  {
    route: 'POST /users/change-password',
    group: 'sign-in',
    async prepare() {
      const { email } = await newAccount();
      let sent: Json = {};
      const send = guarded('/users/change-password');
      const sample = { email, password: PASSWORD, newPassword: 'Nouveau-mot-de-passe-{n}' };
      return {
        bodies: payloads(sample),
        send: async (body) => {
          sent = fill(body) as Json;
          return send(sent);
        },
        state: accounts,
        valid: sample,
        // The password goes back to the sample's, for the next bodies.
        accepted: async () => {
          const back = await send({ email, password: sent.newPassword, newPassword: PASSWORD });
          expect(back.status, JSON.stringify(back.body)).toBe(200);
        },
      };
    },
  },
  ...(['POST /users/register', 'POST /user/register'] as const).map(
    (route): FuzzCase => ({
      route,
      group: 'sign-in',
      prepare: async () => {
        let sent: Json = {};
        return {
          bodies: payloads(REGISTRATION),
          send: (body) => {
            sent = fill(body) as Json;
            return call('POST', route.slice('POST '.length), sent, { auth: false });
          },
          state: accounts,
          valid: REGISTRATION,
          accepted: async () => {
            const all = (await call<{ id: number; email: string }[]>('GET', '/users')).body;
            const email = String(sent.email).trim().toLowerCase();
            await removeAccounts(all.filter((account) => account.email.toLowerCase() === email).map((account) => account.id));
          },
        };
      },
    }),
  ),
  {
    route: 'POST /dry-auth/check-code',
    group: 'sign-in',
    async prepare() {
      const registration = fill(REGISTRATION) as Json;
      expect((await call('POST', '/users/register', registration, { auth: false })).status).toBe(200);
      const sample = { code: '12345', username: registration.email, origin: 'verify-account' };
      return { bodies: payloads(sample), send: guarded('/dry-auth/check-code'), state: accounts, sample };
    },
  },
  {
    route: 'POST /auth/logout',
    group: 'sign-in',
    async prepare() {
      // A session of its own to end: never the suite's.
      const { email } = await newAccount();
      let token = await signIn(email, PASSWORD);
      const sample = { email };
      return {
        bodies: payloads(sample),
        send: (body) => call('POST', '/auth/logout', fill(body), { token }),
        state: accounts,
        valid: sample,
        accepted: async () => {
          token = await signIn(email, PASSWORD);
        },
      };
    },
  },
  {
    route: 'POST /auth/password-reset/request',
    group: 'sign-in',
    async prepare() {
      const sample = { email: (await newAccount()).email };
      return { bodies: payloads(sample), send: sender('POST', '/auth/password-reset/request', undefined, { auth: false }), state: accounts, valid: sample };
    },
  },
  {
    route: 'POST /auth/oidc/session',
    group: 'sign-in',
    async prepare() {
      // A code no sign-in at a provider handed out (the suite's servers have no provider): every body is refused.
      const sample = { code: 'un-code-que-personne-n-a-recu' };
      return { bodies: payloads(sample), send: sender('POST', '/auth/oidc/session', undefined, { auth: false }), state: accounts, sample };
    },
  },
  {
    route: 'POST /auth/password-reset',
    group: 'sign-in',
    async prepare() {
      const { email } = await newAccount();
      expect((await call('POST', '/auth/password-reset/request', { email }, { auth: false })).status).toBe(200);
      const sample = { email, code: '00000000', newPassword: 'Un-mot-de-passe-assez-long' };
      return { bodies: payloads(sample), send: guarded('/auth/password-reset'), state: accounts, sample };
    },
  },
];

const hrActionCases: FuzzCase[] = [
  {
    route: 'POST /app/employee/import',
    group: 'hr actions',
    async prepare() {
      const row = employeeInput(await findIds(), { workEmail: 'import.{n}@contrat.test', birthPlace: 'Lyon' });
      const sample = { rows: [row], dryRun: false };
      return {
        bodies: fc.oneof(payloads(sample), payloads({ rows: [row, { ...row, workEmail: 'import.{n}.b@contrat.test' }], dryRun: true })),
        send: sender('POST', '/app/employee/import'),
        state: () => newest('employee'),
        valid: sample,
      };
    },
  },
  {
    route: 'PUT /app/leave_balance/:employeeId',
    group: 'hr actions',
    async prepare() {
      const path = `/app/leave_balance/${await newEmployee()}`;
      const sample = { fractionnementWaived: true };
      return { bodies: payloads(sample), send: sender('PUT', path), state: async () => (await call('GET', path)).body, valid: sample };
    },
  },
  {
    route: 'POST /app/inbox/decisions',
    group: 'hr actions',
    async prepare() {
      const leave = await newLeave('pending');
      const sample = { decisions: [{ kind: 'leave', id: leave.id, version: 1, outcome: 'rejected', comment: 'Fuzz' }] };
      const state = async () => (await call('GET', `/app/leave/${leave.id}`)).body;
      return { bodies: payloads(sample), send: sender('POST', '/app/inbox/decisions'), state, valid: sample };
    },
  },
  {
    route: 'POST /app/leave/:id/cancellation',
    group: 'hr actions',
    async prepare() {
      // The requester alone asks: the demo employee's approved leave, approved by her manager.
      const [manager, employee] = await Promise.all(
        DEMO_ROLE_ACCOUNTS.slice(1).map((account) => signIn(account.email, account.password)),
      );
      const [rtt] = (await call<{ items: Item[] }>('GET', '/app/leave?q=rtt&pageSize=1')).body.items;
      const input = { employeeId: DEMO_ROLE_ACCOUNTS[2].employee.id, typeId: rtt.typeId, startDate: '2027-11-02', startHalf: 'morning', endDate: '2027-11-02', endHalf: 'afternoon', status: 'pending' };
      const created = await call('POST', '/app/leave', input, { token: employee });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const approved = await call('PUT', `/app/leave/${created.body.id}`, { ...input, status: 'approved', version: 1 }, { token: manager });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const path = `/app/leave/${created.body.id}`;
      const sample = { version: '{version}', comment: 'Annulation {n}' };
      return {
        bodies: payloads(sample),
        send: sender('POST', `${path}/cancellation`, () => ({ version: approved.body.version }), { token: employee }),
        state: async () => (await call('GET', path)).body,
        valid: sample,
      };
    },
  },
];

/** A leave request of a new employee (or of `employeeId`), left pending or approved by the suite's administrator. */
async function newLeave(status: 'pending' | 'approved', employeeId?: number): Promise<Item> {
  const ids = await findIds();
  const input = { employeeId: employeeId ?? (await newEmployee()), typeId: ids.paidLeaveTypeId, startDate: '2028-02-07', startHalf: 'morning', endDate: '2028-02-07', endHalf: 'afternoon', status: 'pending' };
  const created = await call('POST', '/app/leave', input);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (status === 'pending') return created.body;
  const approved = await call('PUT', `/app/leave/${created.body.id}`, { ...input, status, version: 1 });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body;
}

/** A self-service request of a new employee (not the suite's own: it is decided), and how to read it back. */
/** One employee's requests of `path`: what a refusal leaves as it was. */
const requestsOf = (path: string, employeeId: number) => async () => (await call<{ items: Item[] }>('GET', `${path}?employeeId=${employeeId}`)).body;

async function selfRequest(path: string, sample: (employeeId: number) => Json) {
  const employeeId = await newEmployee();
  const created = await call('POST', path, fill(sample(employeeId)));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { employeeId, id: created.body.id, state: requestsOf(path, employeeId) };
}

const CORRECTION = (employeeId: number): Json => ({ employeeId, date: '2026-03-02', checkIn: '08:30', checkOut: '17:00', breakMinutes: 45, reason: 'Badge oublié' });
const PRIVATE_CHANGE = (employeeId: number): Json => ({
  employeeId,
  fields: ['address', 'personalEmail', 'emergencyContactName', 'emergencyContactPhone'],
  address: '1 rue du Contrat',
  personalEmail: 'fuzz.{n}@contrat.test',
  emergencyContactName: 'Paul',
  emergencyContactPhone: '0611223344',
});

/** The self-service requests (server/core/self-service): asked, withdrawn, decided; and one's own phone. */
const notificationCases: FuzzCase[] = [
  {
    route: 'PUT /app/notifications/settings',
    group: 'self service',
    async prepare() {
      const sample = { language: 'gr', mail: { toDecide: true, decisions: false, reminders: true } };
      const state = async () => (await call('GET', '/app/notifications/settings')).body;
      return { bodies: payloads(sample), send: sender('PUT', '/app/notifications/settings'), state, valid: sample };
    },
  },
  {
    route: 'POST /app/notifications/reminders',
    group: 'hr actions',
    async prepare() {
      const sample = { on: '2026-03-16' };
      const state = async () => (await call('GET', '/app/notifications?pageSize=1')).body;
      return { bodies: payloads(sample), send: sender('POST', '/app/notifications/reminders'), state, valid: sample };
    },
  },
];

const selfServiceCases: FuzzCase[] = [
  ...([
    ['/app/attendance_correction', CORRECTION],
    ['/app/private_change', PRIVATE_CHANGE],
  ] as const).flatMap(([path, sample]): FuzzCase[] => [
    {
      route: `POST ${path}`,
      group: 'self service',
      async prepare() {
        // Someone who has asked nothing yet: the valid sample is her first request (one of a day at a time).
        const employeeId = await newEmployee();
        return { bodies: payloads(sample(employeeId)), send: sender('POST', path), state: requestsOf(path, employeeId), valid: sample(employeeId) };
      },
    },
    {
      route: `PUT ${path}/:id`,
      group: 'self service',
      async prepare() {
        const { id, state } = await selfRequest(path, sample);
        return updating(`${path}/${id}`, { status: 'cancelled' }, 1, state);
      },
    },
    {
      route: `POST ${path}/:id/decision`,
      group: 'self service',
      async prepare() {
        const { id, state } = await selfRequest(path, sample);
        const valid = { version: 1, outcome: 'rejected', comment: 'Pas cette fois' };
        return { bodies: updatePayloads({ outcome: 'approved', comment: 'Vu' }), send: sender('POST', `${path}/${id}/decision`, () => ({ version: 1 })), state, valid };
      },
    },
  ]),
  {
    route: 'PUT /app/my/contact',
    group: 'self service',
    async prepare() {
      const me = (await call('GET', '/app/employee/1')).body;
      return updating('/app/my/contact', { phone: '0611223344' }, me.version, async () => (await call('GET', '/app/employee/1')).body);
    },
  },
];

/** Who decides (server/core/approval): HR's approval policies, a manager's stand-ins. */
const approvalCases: FuzzCase[] = [
  {
    route: 'POST /app/approval_policy',
    group: 'hr actions',
    async prepare() {
      // One policy per leave type: each accepted body is removed before the next.
      const sample = { subject: 'leave', leaveTypeId: 7, shape: 'managerThenHr', extraAboveDays: 10 };
      const state = async () => (await call('GET', '/app/approval_policy')).body;
      return creating('/app/approval_policy', sample, state, async (answer) => {
        expect((await call('DELETE', `/app/approval_policy/${body(answer).id}`)).status).toBe(204);
      });
    },
  },
  {
    route: 'PUT /app/approval_policy/:id',
    group: 'hr actions',
    async prepare() {
      const created = await call('POST', '/app/approval_policy', { subject: 'mission', shape: 'manager' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const state = async () => (await call('GET', '/app/approval_policy')).body;
      return updating(`/app/approval_policy/${created.body.id}`, { subject: 'mission', shape: 'hrOnly', extraAboveDays: 5 }, created.body.version, state);
    },
  },
  {
    route: 'POST /app/stand_in',
    group: 'hr actions',
    async prepare() {
      // The demo manager's stand-in, the demo employee, for a period to come.
      const sample = { managerId: DEMO_ROLE_ACCOUNTS[1].employee.id, standInId: DEMO_ROLE_ACCOUNTS[2].employee.id, startDate: '2027-06-01', endDate: '2027-06-10', comment: 'Congés' };
      const state = async () => (await call('GET', '/app/stand_in')).body;
      // Stand-ins may overlap: an accepted one (of any period) is kept.
      return creating('/app/stand_in', sample, state, async () => undefined);
    },
  },
  {
    route: 'PUT /app/stand_in/:id',
    group: 'hr actions',
    async prepare() {
      const sample = { managerId: DEMO_ROLE_ACCOUNTS[1].employee.id, standInId: DEMO_ROLE_ACCOUNTS[2].employee.id, startDate: '2027-07-01', endDate: '2027-07-10' };
      const created = await call('POST', '/app/stand_in', sample);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const state = async () => (await call('GET', '/app/stand_in')).body;
      return updating(`/app/stand_in/${created.body.id}`, { ...sample, endDate: '2027-07-20' }, created.body.version, state);
    },
  },
];

/** An exit's checklist (server/core/exit): an item's status, quoting its version once set. */
const exitCases: FuzzCase[] = [
  {
    route: 'PUT /app/employee/:id/exit/:item',
    group: 'hr actions',
    async prepare() {
      const leaving = { workEmail: 'fuzz.{n}@contrat.test', exitDate: '2027-05-07', exitReason: 'démission' };
      const created = await call('POST', '/app/employee', fill(employeeInput(await findIds(), leaving)));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const path = `/app/employee/${created.body.id}/exit/equipment`;
      const first = await call('PUT', path, { done: true, date: '2027-05-07' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      let current = 1;
      const state = async () => (await call('GET', `/app/employee/${created.body.id}/exit`)).body;
      return {
        bodies: updatePayloads({ done: true, date: '2027-05-06' }),
        send: sender('PUT', path, () => ({ version: current })),
        state,
        valid: { done: false, version: CURRENT_VERSION },
        accepted: async (answer) => {
          current = body<{ items: { item: string; version?: number }[] }>(answer).items.find((item) => item.item === 'equipment')?.version ?? current;
        },
      };
    },
  },
];

/** The payroll (server/core/payroll): an enterprise's codes, a closed month reopened, a month exported. */
const PAYROLL = '/app/payroll/2';
const payrollMonth = async () => (await call('GET', `${PAYROLL}/months/2025-11`)).body;
const payrollCases: FuzzCase[] = [
  {
    route: 'PUT /app/payroll/:id/codes',
    group: 'hr actions',
    async prepare() {
      const sample = { codes: [{ item: 'leaveType:1', code: 'ABS-CP', unit: 'ouvrables' }, { item: 'expense:repas', code: 'FR-REPAS', unit: 'euros' }] };
      const state = async () => (await call('GET', `${PAYROLL}/codes`)).body;
      // The whole table is replaced: an accepted body is the table until the next.
      return { bodies: payloads(sample), send: sender('PUT', `${PAYROLL}/codes`), state, valid: sample, accepted: async () => undefined };
    },
  },
  {
    route: 'POST /app/payroll/:id/months/:month/reopen',
    group: 'hr actions',
    async prepare() {
      expect((await call('POST', `${PAYROLL}/months/2025-11/close`)).status).toBeLessThan(500);
      const close = async () => expect((await call('POST', `${PAYROLL}/months/2025-11/close`)).status).toBe(204);
      return creating(`${PAYROLL}/months/2025-11/reopen`, { reason: 'Régularisation', hours: 2 }, payrollMonth, close);
    },
  },
  {
    route: 'POST /app/payroll/:id/months/:month/export',
    group: 'hr actions',
    async prepare() {
      // A month left open: its export is a preview, nothing is kept.
      const state = async () => (await call<{ items: unknown }>('GET', '/app/payroll')).body.items;
      return creating(`${PAYROLL}/months/2026-02/export`, { format: 'csv' }, state, async () => undefined);
    },
  },
];

/** The retention purge (server/core/retention): confirmed for today; the list of what is due is what a refusal leaves. */
const retentionCases: FuzzCase[] = [
  {
    route: 'POST /app/retention/purge',
    group: 'hr actions',
    async prepare() {
      const state = async () => (await call('GET', '/app/retention')).body;
      const { today } = (await call<{ today: string }>('GET', '/app/retention')).body;
      // Once purged, what was due is gone: each accepted body purges what is due then (often nothing).
      return creating('/app/retention/purge', { day: today }, state, async () => undefined);
    },
  },
];

export const FUZZ_CASES: readonly FuzzCase[] = [...areaCases, ...calendarCases, ...userServiceCases, ...signInCases, ...hrActionCases, ...selfServiceCases, ...approvalCases, ...notificationCases, ...exitCases, ...payrollCases, ...retentionCases];

/** The write routes that take no body, and where what they do is tested. */
export const WITHOUT_BODY: Readonly<Record<string, string>> = {
  'POST /app/reset': 'reset.test.ts and every contract file, which starts with a reset',
  'DELETE /users/:id': 'path-ids.test.ts, permission-matrix.test.ts',
  'DELETE /user/:id': 'path-ids.test.ts, account-grants.test.ts, audit-trail.test.ts',
  'DELETE /app/calendar/:id': 'path-ids.test.ts, calendar.test.ts',
  'DELETE /app/approval_policy/:id': 'approval-chains.test.ts',
  'DELETE /app/stand_in/:id': 'stand-ins.test.ts',
  'POST /app/employee/:id/attestation': 'exits.test.ts',
  'POST /app/payroll/:id/months/:month/close': 'payroll-lock.test.ts, payroll-export.test.ts',
  'POST /app/mail/:id/resend': 'mail.test.ts, mail-delivery.test.ts, permission-matrix.test.ts',
  'POST /app/notifications/read-all': 'notifications.test.ts',
  'POST /app/notifications/:id/read': 'notifications.test.ts, path-ids.test.ts',
  ...Object.fromEntries(AREA_CASES.map(({ area }) => [`DELETE /app/${area}/:id`, 'path-ids.test.ts, areas-write.test.ts'])),
};

/** One test per write route of `group`: its fuzz, FUZZ_RUNS bodies. */
export function fuzzEach(group: FuzzGroup) {
  for (const { route, prepare } of FUZZ_CASES.filter((fuzzCase) => fuzzCase.group === group)) {
    it(`${route}: no 5xx, a message with every refusal, nothing changed by one`, async () => fuzz(route, await prepare()), FUZZ_TIMEOUT_MS);
  }
}
