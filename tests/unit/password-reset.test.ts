import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_RESET_CODE_LENGTH } from '@/domain/credentials';
import { createUsersDb, memoryTextStore } from '@mocks/db/users';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { createDemoMailbox } from '@mocks/db/mailbox';
import { clearPasswords, createFakeAuth } from '@mocks/fake-backend';
import { createCoreApp } from '@server/core/app';
import { RESET_CODE_MAX_ATTEMPTS } from '@server/core/password-reset';
import type { Mail } from '@server/core/storage/mail';
import { fixedClock, openHrStore } from '@mocks/db/hr-store';
import { emptyTables } from '@server/core/storage/table-keys';

/** The core with the fake mode's accounts, and a mail port that keeps what it is sent; the HR store keeps the audit trail. */
function backend() {
  const hr = openHrStore({ seed: emptyTables, clock: fixedClock('2026-03-16') });
  const users = createUsersDb(memoryTextStore(), async () => (await hr).repository);
  const sent: Mail[] = [];
  const app = createCoreApp(
    { apiBaseUrl: '/api' },
    {
      users,
      passwords: clearPasswords,
      hr: () => hr,
      photos: () => Promise.reject(new Error('no photos here')),
      auth: createFakeAuth(users),
      mail: createDemoMailbox((mail) => void sent.push(mail)),
    },
  );
  const post = async (path: string, body: unknown) => {
    const response = await app.fetch(new Request(`http://localhost/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const codeSentTo = (email: string) => new RegExp(`(\\d{${PASSWORD_RESET_CODE_LENGTH}})`).exec(sent.filter((mail) => mail.recipient === email).at(-1)?.body ?? '')?.[1];
  const signIn = (password: string) => post('/users/authenticate', { email: DEMO_ACCOUNT.email, password });
  return { users, sent, post, codeSentTo, signIn, hr };
}

const NEW_PASSWORD = 'Un-nouveau-mot-de-passe';
const request = (email: string = DEMO_ACCOUNT.email) => ({ email });
const reset = (code: string | undefined, newPassword = NEW_PASSWORD) => ({ email: DEMO_ACCOUNT.email, code, newPassword });

describe('a forgotten password, reset with a code sent by mail', () => {
  it('sends a one-time code to the account, which sets a new password once', async () => {
    const { post, codeSentTo, signIn, hr } = backend();
    expect(await post('/auth/password-reset/request', request())).toEqual({ status: 200, body: { success: true } });
    const code = codeSentTo(DEMO_ACCOUNT.email);
    expect(code).toMatch(new RegExp(`^\\d{${PASSWORD_RESET_CODE_LENGTH}}$`));

    expect(await post('/auth/password-reset', reset(code))).toEqual({ status: 200, body: { success: true } });
    // The audit trail says the holder changed the password, never what it is.
    const [entry] = (await (await hr).repository.auditPage({ page: 1, pageSize: 1 })).items;
    expect(entry).toMatchObject({ area: 'user', userName: 'Claire Martin', action: 'update' });
    expect(entry.changes).toContainEqual({ field: 'password', private: true });
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(DEMO_ACCOUNT.password)).status).toBe(400);
    // Used once: the same code opens nothing any more.
    expect(await post('/auth/password-reset', reset(code, `${NEW_PASSWORD}-2`))).toMatchObject({ status: 400, body: { code: 'auth.resetCodeInvalid' } });
  });

  it('answers an unknown address as a known one, and sends it nothing', async () => {
    const { post, sent } = backend();
    expect(await post('/auth/password-reset/request', request('personne@nulle.part'))).toEqual({ status: 200, body: { success: true } });
    expect(sent).toEqual([]);
    expect(await post('/auth/password-reset/request', {})).toMatchObject({ status: 400, body: { code: 'auth.resetRequestInvalid' } });
  });

  it('sends one code a minute at most: a second request within it changes nothing', async () => {
    const { post, sent, codeSentTo } = backend();
    await post('/auth/password-reset/request', request());
    const code = codeSentTo(DEMO_ACCOUNT.email);
    await post('/auth/password-reset/request', request());
    expect(sent).toHaveLength(1);
    expect((await post('/auth/password-reset', reset(code))).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { post, codeSentTo, users } = backend();
    await post('/auth/password-reset/request', request());
    const pending = await users.resetCode(1);
    expect(pending).toBeDefined();
    if (pending) await users.setResetCode(1, { ...pending, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(await post('/auth/password-reset', reset(codeSentTo(DEMO_ACCOUNT.email)))).toMatchObject({ status: 400, body: { code: 'auth.resetCodeInvalid' } });
  });

  it(`spends the code after ${RESET_CODE_MAX_ATTEMPTS} wrong ones`, async () => {
    const { post, codeSentTo } = backend();
    await post('/auth/password-reset/request', request());
    const code = codeSentTo(DEMO_ACCOUNT.email) ?? '';
    const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
    for (let attempt = 0; attempt < RESET_CODE_MAX_ATTEMPTS; attempt += 1) {
      expect(await post('/auth/password-reset', reset(wrong))).toMatchObject({ status: 400, body: { code: 'auth.resetCodeInvalid' } });
    }
    expect(await post('/auth/password-reset', reset(code))).toMatchObject({ status: 400, body: { code: 'auth.resetCodeInvalid' } });
  });

  it('refuses a new password shorter than the rule, keeping the code', async () => {
    const { post, codeSentTo } = backend();
    await post('/auth/password-reset/request', request());
    const code = codeSentTo(DEMO_ACCOUNT.email);
    expect(await post('/auth/password-reset', reset(code, 'court'))).toMatchObject({ status: 400, body: { code: 'auth.weakPassword', params: { min: String(NEW_PASSWORD_MIN_LENGTH) } } });
    expect((await post('/auth/password-reset', reset(code))).status).toBe(200);
  });
});
