import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/**
 * A bearer token of the seeded administrator at `base` (…/api). At the first sign-in the
 * server asks for a new password (docs/server.md): `chosen` is set then, and signs in after.
 */
export async function adminToken(base: string, seeded: string, chosen: string): Promise<string> {
  const email = DEMO_ACCOUNT.email;
  let answer = await post(`${base}/users/authenticate`, { email, password: seeded });
  if (answer.status === 400) answer = await post(`${base}/users/authenticate`, { email, password: chosen });
  if (!answer.ok) throw new Error(`the administrator could not sign in: ${answer.status} ${await answer.text()}`);
  const session = (await answer.json()) as { token: string; mustChangePassword?: boolean };
  if (session.mustChangePassword) {
    const changed = await post(`${base}/users/change-password`, { newPassword: chosen }, session.token);
    if (!changed.ok) throw new Error(`the administrator's password could not be changed: ${changed.status} ${await changed.text()}`);
  }
  return session.token;
}
