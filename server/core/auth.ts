import { activationRequestSchema } from '@/domain/credentials';
import { z } from 'zod';
import type { BackendPorts } from './ports';
import { json, errorResponse, type Routes } from './http';
import { writeAccounts } from './audit/acting';
import type { AppBackend } from './hr/backend';
import { parseBody } from './request-body';

/** The auth service: account activation (dry-auth/check-code) and logout. */
export function authHandlers(
  routes: Routes,
  { users, passwords, auth }: Pick<BackendPorts, 'users' | 'passwords' | 'auth'>,
  backend: () => Promise<AppBackend>,
) {
  return [
    routes.on('post', '/dry-auth/check-code', async ({ request }) => {
      const body = await parseBody(request, activationRequestSchema);
      const user = body && (await users.byEmail(body.username));
      // The code is kept as passwords are (a hash on a server).
      if (!body || !user || !(await passwords.verify(user.activationCode, body.code))) {
        return json(
          { success: false, message: 'Invalid activation code', code: 'auth.activationFailed' },
          { status: 400 },
        );
      }
      await writeAccounts(users, backend, 'holder', (tx) => tx.update(user.id, { active: true }));
      return json({ success: true });
    }),
    routes.on('post', '/auth/logout', async ({ request }) => {
      const body = await parseBody(request, z.object({ email: z.string() }));
      if (!body) return errorResponse(400, 'Email is required', { code: 'auth.logoutFailed' });
      await auth.revoke(request);
      return json({ success: true });
    }),
  ];
}
