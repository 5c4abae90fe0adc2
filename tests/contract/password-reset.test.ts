import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_RESET_CODE_LENGTH } from '@/domain/credentials';
import { call, connectToServer } from './http';

connectToServer();

/** An address nobody has: what these tests try never touches a real account. */
const nobody = () => `personne.${Date.now()}.${Math.random().toString(36).slice(2)}@contrat.test`;
const aCode = '0'.repeat(PASSWORD_RESET_CODE_LENGTH);

describe('a forgotten password', () => {
  it('answers a reset request with success whatever the address, never telling who has an account', async () => {
    const known = nobody();
    const created = await call('POST', '/user', { email: known, username: known, password: 'Contrat2026', role: 'Root' });
    expect(created.status).toBe(201);
    for (const email of [known, nobody()]) {
      expect(await call('POST', '/auth/password-reset/request', { email }, { auth: false })).toMatchObject({ status: 200, body: { success: true } });
    }
    expect(await call('POST', '/auth/password-reset/request', {}, { auth: false })).toMatchObject({ status: 400, body: { code: 'auth.resetRequestInvalid', message: expect.any(String) } });
  });

  it('refuses a code that was not sent (400, a code the app translates)', async () => {
    const answer = await call('POST', '/auth/password-reset', { email: nobody(), code: aCode, newPassword: 'Un-mot-de-passe-assez-long' }, { auth: false });
    expect(answer).toMatchObject({ status: 400, body: { code: 'auth.resetCodeInvalid', message: expect.any(String) } });
  });

  it(`refuses a new password under ${NEW_PASSWORD_MIN_LENGTH} characters, naming the rule`, async () => {
    const answer = await call('POST', '/auth/password-reset', { email: nobody(), code: aCode, newPassword: 'court' }, { auth: false });
    expect(answer).toMatchObject({ status: 400, body: { code: 'auth.weakPassword', params: { min: String(NEW_PASSWORD_MIN_LENGTH) } } });
  });
});

describe('a password change', () => {
  it('refuses wrong credentials and a weak new password, changing nothing', async () => {
    const wrong = await call('POST', '/users/change-password', { email: nobody(), password: 'Pas-le-bon-2026', newPassword: 'Un-mot-de-passe-assez-long' }, { auth: false });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'auth.invalidCredentials' } });
    const weak = await call('POST', '/users/change-password', { email: nobody(), password: 'Pas-le-bon-2026', newPassword: 'court' }, { auth: false });
    expect(weak).toMatchObject({ status: 400, body: { code: 'auth.weakPassword', params: { min: String(NEW_PASSWORD_MIN_LENGTH) } } });
  });
});
