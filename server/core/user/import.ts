import { json } from '../http';
import { ERROR_CODES } from '@/domain/common';
import type { Activation, NewStoredUser, StoredUser } from '@server/core/storage/users';
import type { BackendPorts } from '../ports';
import type { AppBackend } from '../hr/backend';
import { HttpFailure, fieldError, mergeErrors, zodFieldErrors, type FieldErrors } from '../hr/errors';
import type { Routes } from '../http';
import { actorOf, need } from '../access/permission';
import { roleNameOf } from '@/domain/grants';
import { accountView, duplicateErrors, grantsOfInput, newAccountSchema } from './account-input';
import { accountRefusals } from './account-reach';
import { employeeOf } from './accounts';
import { authorOf, writeAccounts } from '../audit/acting';
import { newActivation } from '../credentials';
import { addAccount } from '../mail/account-mail';
import { readJson } from '../request-body';

/** More rows than this in one import: split the file. */
export const MAX_IMPORT_ROWS = 1000;

interface RowReport {
  index: number;
  errors: FieldErrors;
}

/** Refuses the whole import: `{ message, rows: [{ index, errors }] }`. */
const refused = (rows: RowReport[]) =>
  json(
    { message: `Aucun compte n'a été importé : ${rows.length} ligne(s) à corriger, voyez le détail de chacune.`, rows },
    { status: 400 },
  );

async function rowsOf(request: Request): Promise<unknown[]> {
  const body = await readJson(request);
  const rows = Array.isArray(body) ? body : typeof body === 'object' && body !== null ? (body as { users?: unknown }).users : undefined;
  if (!Array.isArray(rows)) throw new HttpFailure(400, "La requête doit porter un tableau JSON de comptes (ou { users: [...] }).");
  if (rows.length === 0) throw new HttpFailure(400, 'Le fichier ne contient aucun compte à importer.', { users: fieldError(ERROR_CODES.required) });
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new HttpFailure(400, `Importez au plus ${MAX_IMPORT_ROWS} comptes à la fois : découpez le fichier.`, {
      users: fieldError(ERROR_CODES.tooLarge),
    });
  }
  return rows;
}

/**
 * POST user/import: an array of new accounts, all or nothing (one transaction). Each row is
 * checked like POST user, and against the rows above it (the same e-mail twice is a duplicate).
 */
export function importHandler(routes: Routes, { users, passwords }: Pick<BackendPorts, 'users' | 'passwords'>, backend: () => Promise<AppBackend>) {
  return routes.on(
    'post',
    '/user/import',
    async ({ request, session }) => {
      const rows = await rowsOf(request);
      const { ctx } = await backend();
      const accepted: { account: NewStoredUser; activation: Activation }[] = [];
      const seen: Pick<StoredUser, 'id' | 'email' | 'username'>[] = [...(await users.all())];
      const reports: RowReport[] = [];
      for (const [index, row] of rows.entries()) {
        const parsed = newAccountSchema.safeParse(row);
        if (!parsed.success) {
          reports.push({ index, errors: zodFieldErrors(parsed.error, row) });
          continue;
        }
        const input = parsed.data;
        const grants = grantsOfInput(input);
        // An account the importer may not create (docs/roles.md) is a row to correct, like any other.
        const errors = await accountRefusals(actorOf(session), { grants, employeeId: input.employeeId }, 'create', ctx);
        const { employee, errors: employeeErrors } = await employeeOf(input, backend);
        mergeErrors(errors, employeeErrors);
        mergeErrors(errors, duplicateErrors(input, seen));
        seen.push({ id: -1 - index, email: input.email, username: input.username });
        if (Object.keys(errors).length > 0) {
          reports.push({ index, errors });
          continue;
        }
        const account = {
          email: input.email,
          username: input.username,
          password: await passwords.hash(input.password),
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          role: roleNameOf(grants),
          grants,
          employee,
          active: input.active ?? true,
        };
        accepted.push({ account, activation: await newActivation(passwords) });
      }
      if (reports.length > 0) return refused(reports);
      const { links } = await backend();
      const created = await writeAccounts(users, backend, authorOf(session), async (tx) => {
        const added: StoredUser[] = [];
        for (const { account, activation } of accepted) added.push(await addAccount(tx, account, activation, links));
        return added;
      });
      return json({ created: created.length, items: created.map(accountView) }, { status: 201 });
    },
    { bearer: true, permission: need('users', 'create') },
  );
}
