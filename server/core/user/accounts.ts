import { json } from '../http';
import { ERROR_CODES } from '@/domain/common';
import { grantsOf, roleNameOf } from '@/domain/grants';
import { actorOf, need, SIGNED_IN } from '../access/permission';
import type { StoredUser } from '@server/core/storage/users';
import type { BackendPorts } from '../ports';
import { positiveId } from '../hr/answering';
import type { AppBackend } from '../hr/backend';
import { checkVersion, fieldError, invalid, mergeErrors, parseOrThrow, type FieldErrors } from '../hr/errors';
import { notFound } from '../hr/write';
import type { Routes } from '../http';
import { accountChangesSchema, accountView, duplicateErrors, grantsOfInput, newAccountSchema, type AccountInput } from './account-input';
import { checkAccountReach, factsOf, seesAccount } from './account-reach';
import { linkedEmployee } from './linked-employee';
import { authorOf, writeAccounts } from '../audit/acting';
import { newActivation } from '../credentials';
import { addAccount } from '../mail/account-mail';
import { jsonObject } from '../request-body';

const SUBJECT = 'Ce compte';

/** The linked employee of an input, or the error on `employeeId` when there is no such employee. */
export async function employeeOf(input: Pick<AccountInput, 'employeeId'>, backend: () => Promise<AppBackend>) {
  if (input.employeeId === undefined) return { employee: null, errors: {} };
  const employee = await linkedEmployee((await backend()).ctx, input.employeeId);
  const errors: FieldErrors = employee ? {} : { employeeId: fieldError(ERROR_CODES.unknownReference) };
  return { employee: employee ?? null, errors };
}

/** The names of the employee an account is linked to (none: empty). */
export const employeeNames = (employee: StoredUser['employee']) => {
  const [first = '', ...rest] = employee?.user.person.label.split(' ') ?? [];
  return { firstName: first, lastName: rest.join(' ') };
};

/** The names an account shows: those given, else the linked employee's. */
const namesOf = (input: AccountInput, employee: StoredUser['employee']) => {
  const names = employeeNames(employee);
  return { firstName: input.firstName ?? names.firstName, lastName: input.lastName ?? names.lastName };
};

/** The user service's accounts : POST user; GET, PUT and DELETE user/{id}. */
export function accountHandlers(routes: Routes, { users, passwords }: Pick<BackendPorts, 'users' | 'passwords'>, backend: () => Promise<AppBackend>) {
  const idOf = (raw: unknown) => positiveId(raw, () => notFound(SUBJECT));
  const existing = async (raw: unknown) => {
    const user = await users.byId(idOf(raw));
    if (!user) throw notFound(SUBJECT);
    return user;
  };

  return [
    routes.on(
      'post',
      '/user',
      async ({ request, session }) => {
        const input = parseOrThrow(newAccountSchema, await jsonObject(request));
        const grants = grantsOfInput(input);
        await checkAccountReach(actorOf(session), [{ grants, employeeId: input.employeeId }], 'create', (await backend()).ctx);
        const { employee, errors } = await employeeOf(input, backend);
        mergeErrors(errors, duplicateErrors(input, await users.all()));
        if (Object.keys(errors).length > 0) throw invalid(errors);
        const account = {
          email: input.email,
          username: input.username,
          password: await passwords.hash(input.password),
          ...namesOf(input, employee),
          role: roleNameOf(grants),
          grants,
          employee,
          active: input.active ?? true,
        };
        const activation = await newActivation(passwords);
        const { links } = await backend();
        const created = await writeAccounts(users, backend, authorOf(session), (tx) => addAccount(tx, account, activation, links));
        return json(accountView(created), { status: 201 });
      },
      { bearer: true, permission: need('users', 'create') },
    ),
    routes.on(
      'get',
      '/user/:id',
      async ({ params, session }) => {
        const user = await existing(params.id);
        if (!(await seesAccount(actorOf(session), user, (await backend()).ctx))) throw notFound(SUBJECT);
        return json(accountView(user));
      },
      // One's own account is open to every signed-in account.
      { bearer: true, permission: ({ params, session }) => (Number(params.id) === session.userId ? SIGNED_IN : need('users', 'read')) },
    ),
    routes.on(
      'put',
      '/user/:id',
      async ({ request, params, session }) => {
        const current = await existing(params.id);
        const body = await jsonObject(request);
        const input = parseOrThrow(accountChangesSchema, body);
        const grants = grantsOfInput(input, grantsOf(current));
        const { ctx } = await backend();
        await checkAccountReach(actorOf(session), [factsOf(current), { grants, employeeId: input.employeeId }], 'update', ctx);
        const { employee, errors } = await employeeOf(input, backend);
        mergeErrors(errors, duplicateErrors(input, await users.all(), current.id));
        if (Object.keys(errors).length > 0) throw invalid(errors);
        const password = input.password === undefined ? {} : { password: await passwords.hash(input.password) };
        const updated = await writeAccounts(users, backend, authorOf(session), async (tx) => {
          // Read again in the transaction: another edit may have been saved meanwhile.
          const user = await tx.byId(current.id);
          if (!user) throw notFound(SUBJECT);
          checkVersion(body.version, user.version);
          const changes = { email: input.email, username: input.username, ...password, ...namesOf(input, employee), role: roleNameOf(grants), grants, employee };
          return tx.update(user.id, { ...changes, active: input.active ?? user.active });
        });
        if (!updated) throw notFound(SUBJECT);
        return json(accountView(updated));
      },
      { bearer: true, permission: need('users', 'update') },
    ),
    routes.on(
      'delete',
      '/user/:id',
      async ({ params, session }) => {
        const user = await existing(params.id);
        await checkAccountReach(actorOf(session), [factsOf(user)], 'delete', (await backend()).ctx);
        await writeAccounts(users, backend, authorOf(session), (tx) => tx.remove(user.id));
        return new Response(null, { status: 204 });
      },
      { bearer: true, permission: need('users', 'delete') },
    ),
  ];
}
