import { z } from 'zod';
import {
  PASSWORD_RESET_CODE_LENGTH,
  PASSWORD_RESET_CODE_LIFETIME_MS,
  resetCodeResendWaitMs,
} from '@/domain/credentials';
import { acceptableLength, randomDigits, weakPassword } from './credentials';
import { errorResponse, json, type Routes } from './http';
import type { BackendPorts } from './ports';
import { writeAccounts } from './audit/acting';
import type { AppBackend } from './hr/backend';
import { parseBody } from './request-body';
import { mailingTransaction } from './mail/committing';
import { resetCodeMail } from './mail/account-mail';

/** Wrong codes tried against one code before it is spent. */
export const RESET_CODE_MAX_ATTEMPTS = 5;

const requestSchema = z.object({ email: z.string().trim().min(1).max(254) });
const resetSchema = z.object({ email: z.string().trim().min(1).max(254), code: z.string(), newPassword: z.string() });

const invalidCode = () =>
  errorResponse(400, 'Ce code de réinitialisation est erroné, expiré ou déjà utilisé : demandez-en un nouveau.', { code: 'auth.resetCodeInvalid' });

const requestInvalid = () => errorResponse(400, "Indiquez l'adresse e-mail du compte.", { code: 'auth.resetRequestInvalid' });

/**
 * A forgotten password: POST /auth/password-reset/request {email} sends a one-time code to
 * the address (answering the same whether it has an account or not), and POST
 * /auth/password-reset {email, code, newPassword} sets the new password with it. The code is
 * kept as the password port keeps passwords, expires, and is spent by its use or by too many
 * wrong tries; a reset ends every session of the account. A failing delivery of the code
 * changes none of this (the mail is delivered after the commit).
 */
export function passwordResetHandlers(
  routes: Routes,
  { users, passwords, auth, mail }: Pick<BackendPorts, 'users' | 'passwords' | 'auth' | 'mail'>,
  backend: () => Promise<AppBackend>,
  now: () => Date = () => new Date(),
) {
  return [
    routes.on('post', '/auth/password-reset/request', async ({ request }) => {
      const body = await parseBody(request, requestSchema);
      if (!body) return requestInvalid();
      const user = await users.byEmail(body.email);
      const at = now();
      // A code is made and hashed whatever the address: the answer takes as long for any.
      const code = randomDigits(PASSWORD_RESET_CODE_LENGTH);
      const codeHash = await passwords.hash(code);
      // Under the account's lock: of two requests at once, the second sees the first's code and
      // mails none. The code is mailed in the transaction that keeps it: both or neither.
      if (user?.active) {
        const { links } = await backend();
        await mailingTransaction(mail, users, async (tx) => {
          if (!(await tx.byId(user.id))) return;
          const pending = await tx.resetCode(user.id);
          if (pending !== undefined && resetCodeResendWaitMs(Date.parse(pending.issuedAt), at.getTime()) > 0) return;
          const expiresAt = new Date(at.getTime() + PASSWORD_RESET_CODE_LIFETIME_MS).toISOString();
          await tx.setResetCode(user.id, { codeHash, issuedAt: at.toISOString(), expiresAt, attempts: 0 });
          await tx.appendMail([resetCodeMail(user, code, links)]);
        });
      }
      return json({ success: true });
    }),
    routes.on('post', '/auth/password-reset', async ({ request }) => {
      const body = await parseBody(request, resetSchema);
      if (!body) return invalidCode();
      if (!acceptableLength(body.newPassword)) return weakPassword();
      const user = await users.byEmail(body.email);
      const pending = user && (await users.resetCode(user.id));
      if (!user || !pending || Date.parse(pending.expiresAt) <= now().getTime()) return invalidCode();
      if (!(await passwords.verify(pending.codeHash, body.code))) {
        const attempts = pending.attempts + 1;
        await users.setResetCode(user.id, attempts >= RESET_CODE_MAX_ATTEMPTS ? undefined : { ...pending, attempts });
        return invalidCode();
      }
      const password = await passwords.hash(body.newPassword);
      // Nobody is signed in: the holder, proven by the code, signs the change. The code is spent with it.
      await writeAccounts(users, backend, 'holder', async (tx) => {
        await tx.setResetCode(user.id, undefined);
        await tx.update(user.id, { password, mustChangePassword: false });
      });
      await auth.revokeOthers(user.id, request);
      return json({ success: true });
    }),
  ];
}
