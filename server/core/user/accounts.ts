import { json } from '../http';
import { ERROR_CODES } from '@/domain/common';
import type { StoredUser } from '@server/core/storage/users';
import type { BackendPorts } from '../ports';
import { positiveId } from '../hr/answering';
import type { AppBackend } from '../hr/backend';
import { checkVersion, fieldError, invalid, jsonObject, mergeErrors, parseOrThrow, type FieldErrors } from '../hr/errors';
import { notFound } from '../hr/write';
import type { Routes } from '../http';
import { accountChangesSchema, accountView, duplicateErrors, newAccountSchema, type AccountInput } from './account-input';
import { linkedEmployee } from './linked-employee';
import { actorOf, recordAccounts } from '../audit/acting';

const SUBJECT = 'Ce compte';

/** The linked employee of an input, or the error on `employeeId` when there is no such employee. */
export async function employeeOf(input: Pick<AccountInput, 'employeeId'>, backend: () => Promise<AppBackend>) {
  if (input.employeeId === undefined) return { employee: null, errors: {} };
  const employee = await linkedEmployee((await backend()).ctx, input.employeeId);
  const errors: FieldErrors = employee ? {} : { employeeId: fieldError(ERROR_CODES.unknownReference) };
  return { employee: employee ?? null, errors };
}

/** The names an account shows: those given, else the linked employee's. */
const namesOf = (input: AccountInput, employee: StoredUser['employee']) => {
  const [first = '', ...rest] = employee?.user.person.label.split(' ') ?? [];
  return { firstName: input.firstName ?? first, lastName: input.lastName ?? rest.join(' ') };
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
        const { employee, errors } = await employeeOf(input, backend);
        mergeErrors(errors, duplicateErrors(input, await users.all()));
        if (Object.keys(errors).length > 0) throw invalid(errors);
        const created = await users.add({
          email: input.email,
          username: input.username,
          password: await passwords.hash(input.password),
          ...namesOf(input, employee),
          role: input.role,
          employee,
          active: input.active ?? true,
        });
        await recordAccounts(backend, actorOf(session), [{ after: created }]);
        return json(accountView(created), { status: 201 });
      },
      { bearer: true },
    ),
    routes.on('get', '/user/:id', async ({ params }) => json(accountView(await existing(params.id))), {
      bearer: true,
    }),
    routes.on(
      'put',
      '/user/:id',
      async ({ request, params, session }) => {
        await existing(params.id);
        const body = await jsonObject(request);
        const input = parseOrThrow(accountChangesSchema, body);
        const { employee, errors } = await employeeOf(input, backend);
        // Read again after the wait: another edit may have been saved meanwhile.
        const user = await existing(params.id);
        checkVersion(body.version, user.version);
        mergeErrors(errors, duplicateErrors(input, await users.all(), user.id));
        if (Object.keys(errors).length > 0) throw invalid(errors);
        await users.update(user.id, {
          email: input.email,
          username: input.username,
          ...(input.password === undefined ? {} : { password: await passwords.hash(input.password) }),
          ...namesOf(input, employee),
          role: input.role,
          employee,
          active: input.active ?? user.active,
        });
        const updated = await existing(params.id);
        await recordAccounts(backend, actorOf(session), [{ before: user, after: updated }]);
        return json(accountView(updated));
      },
      { bearer: true },
    ),
    routes.on(
      'delete',
      '/user/:id',
      async ({ params, session }) => {
        const user = await existing(params.id);
        await users.remove(user.id);
        await recordAccounts(backend, actorOf(session), [{ before: user }]);
        return new Response(null, { status: 204 });
      },
      { bearer: true },
    ),
  ];
}
