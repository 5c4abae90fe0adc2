import { z } from 'zod';
import { optionalText, text } from '@/domain/common';
import { roleNameOf } from '@/domain/grants';
import type { BackendPorts } from './ports';
import { writeAccounts } from './audit/acting';
import { newActivation } from './credentials';
import { addAccount } from './mail/account-mail';
import type { AppBackend } from './hr/backend';
import { errorResponse, json, type Resolver } from './http';
import { parseBody } from './request-body';

const registrationSchema = z.object({
  email: z.email(),
  username: text(80),
  password: z.string().min(1),
  firstName: optionalText(80),
  lastName: optionalText(80),
});

/**
 * Registration: stores the account in session storage (id = count + 1),
 * inactive until activated with its code, with no grant: it may sign in, and do what Root or
 * an HR administrator later grants it (docs/roles.md). A taken username or e-mail is refused. Answers
 * both /users/register (fake backend) and user/register (user service), the same way.
 */
export const register =
  ({ users, passwords }: Pick<BackendPorts, 'users' | 'passwords'>, backend: () => Promise<AppBackend>): Resolver =>
  async ({ request }) => {
    const body = await parseBody(request, registrationSchema);
    if (!body) {
      return errorResponse(400, 'Email, username and password are required', { code: 'auth.registrationInvalid' });
    }
    const taken = (await users.all()).some((user) => user.username.toLowerCase() === body.username.toLowerCase());
    if (taken) {
      return errorResponse(400, `Username "${body.username}" is already taken`, {
        code: 'auth.usernameTaken',
        params: { username: body.username },
      });
    }
    if (await users.byEmail(body.email)) {
      return errorResponse(400, `Email "${body.email}" is already registered`, {
        code: 'auth.emailTaken',
        params: { email: body.email },
      });
    }
    const account = {
      email: body.email,
      username: body.username,
      password: await passwords.hash(body.password),
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      role: roleNameOf([]),
      grants: [],
      employee: null,
      active: false,
    };
    // Nobody is signed in: the new account signs its own creation.
    const activation = await newActivation(passwords);
    const { links } = await backend();
    await writeAccounts(users, backend, 'holder', (tx) => addAccount(tx, account, activation, links));
    return json({});
  };
