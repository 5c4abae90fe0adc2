import { json } from '../http';
import { ERROR_CODES } from '@/domain/common';
import { MAX_IMPORT_ROWS, employeeImportRequestSchema, type BuiltEmail, type EmailPatterns } from '@/contract/employee-import';
import type { Row } from '@server/core/storage/tables';
import type { Routes } from '../http';
import { checkImportParents, importedPlaceErrors } from '../access/import-reach';
import { actorOf, need } from '../access/permission';
import { scopeOf, type Scope } from '../access/scope';
import { employeeArea } from './areas/employee';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { CREATABLE, importReferences, type Creatable, type CreateMissing, type MissingNames } from './employee-import-create';
import { importEmails, takenIn, withBuilt, type Elsewhere } from './employee-import-emails';
import { resolveRow } from './employee-import-references';
import { checkedNir, writeEmployeeExtras } from './employee-import-extras';
import { HttpFailure, fieldError, mergeErrors, parseOrThrow, type FieldErrors } from './errors';
import { writeRecord } from './write';
import { actingAs } from '../audit/acting';
import { jsonObject } from '../request-body';


type Employee = Row<'employees'>;

interface RowReport {
  index: number;
  errors: FieldErrors;
}

/** Thrown to undo the import's transaction: a dry run, or a row that went wrong. */
class Undo extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `create`: `{ cityId?, serviceId?, positionId? }`, each the id of an existing parent (country, department, enterprise). */
async function createOf(ctx: AppContext, value: unknown): Promise<CreateMissing> {
  if (value === undefined) return {};
  if (!isObject(value)) throw new HttpFailure(400, 'create est un objet.', { create: fieldError(ERROR_CODES.invalidType) });
  const create: CreateMissing = {};
  for (const [field, table] of Object.entries(CREATABLE) as [Creatable, (typeof CREATABLE)[Creatable]][]) {
    const id = value[field];
    if (id === undefined) continue;
    if (typeof id !== 'number' || !(await ctx.db.get(table, id))) {
      throw new HttpFailure(400, 'Le parent des éléments à créer n’existe pas.', { [`create.${field}`]: fieldError(ERROR_CODES.unknownReference) });
    }
    create[field] = id;
  }
  return create;
}

/** What the rows' e-mails are built from, and what the file's other rows hold. */
const emailsRequestSchema = employeeImportRequestSchema.pick({ emailPatterns: true, elsewhere: true });

interface ImportRequest {
  rows: unknown[];
  dryRun: boolean;
  emailPatterns: EmailPatterns;
  elsewhere: Elsewhere;
}

/** The body: `{ rows: [...] (1 to 5000), dryRun?: boolean, create?, emailPatterns?, elsewhere? }`. */
function requestOf(body: Record<string, unknown>): ImportRequest {
  const { rows, dryRun = false } = body;
  if (!Array.isArray(rows)) {
    throw new HttpFailure(400, 'La requête doit porter { rows: [...] } : un objet par employé.', {
      rows: fieldError(ERROR_CODES.required),
    });
  }
  if (rows.length === 0) {
    throw new HttpFailure(400, 'Le fichier ne contient aucun employé à importer.', { rows: fieldError(ERROR_CODES.required) });
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new HttpFailure(400, `Importez au plus ${MAX_IMPORT_ROWS} employés à la fois : découpez le fichier.`, {
      rows: fieldError(ERROR_CODES.tooLarge),
    });
  }
  if (typeof dryRun !== 'boolean') throw new HttpFailure(400, 'dryRun est vrai ou faux.', { dryRun: fieldError(ERROR_CODES.invalidType) });
  return { rows, dryRun, ...parseOrThrow(emailsRequestSchema, body) };
}

const byRow = (built: readonly BuiltEmail[]) => {
  const rows = new Map<number, BuiltEmail[]>();
  for (const address of built) rows.set(address.index, [...(rows.get(address.index) ?? []), address]);
  return rows;
};

/**
 * Every row created exactly as POST /app/employee would, in one transaction; the rows that
 * fail are reported and the transaction undone, as it is after a dry run.
 */
async function importRows(ctx: AppContext, request: ImportRequest, create: CreateMissing, scope: Scope) {
  const { rows, dryRun } = request;
  const written: Employee[] = [];
  const reports: RowReport[] = [];
  let missing: MissingNames = {};
  let built: BuiltEmail[] = [];
  try {
    // Inside the transaction, unique keys and sequences see the rows written before: the
    // second row gets the next matricule and the same e-mail twice is a duplicate.
    await ctx.transaction(async (tx) => {
      const references = await importReferences(tx, rows, create);
      missing = references.missing;
      const emails = await importEmails(rows, request.emailPatterns, request.elsewhere, takenIn(tx));
      built = emails.built;
      const builtByRow = byRow(built);
      for (const [index, raw] of rows.entries()) {
        if (!isObject(raw)) {
          reports.push({ index, errors: { _: fieldError(ERROR_CODES.invalidType) } });
          continue;
        }
        const errors: FieldErrors = { ...emails.errors.get(index) };
        const row = withBuilt(raw, index, builtByRow);
        const { matricule, nir, postalCode: _postalCode, serviceId, positionId, ...employee } = resolveRow(row, references.find, errors);
        const privateNir = checkedNir(nir, errors);
        mergeErrors(errors, await importedPlaceErrors(scope, tx.db, serviceId, positionId));
        try {
          const row = await writeRecord(employeeArea, tx, employee);
          written.push(await writeEmployeeExtras(tx, row, { matricule, nir: privateNir, serviceId, positionId }, errors));
        } catch (error) {
          if (!(error instanceof HttpFailure)) throw error;
          mergeErrors(errors, error.errors ?? { _: fieldError(ERROR_CODES.invalidType) });
        }
        if (Object.keys(errors).length > 0) reports.push({ index, errors });
      }
      if (reports.length > 0 || dryRun) throw new Undo();
    });
  } catch (error) {
    if (!(error instanceof Undo)) throw error;
  }
  return { written: reports.length > 0 || dryRun ? [] : written, reports, missing, built };
}

/** Refuses the whole file: `{ message, rows: [{ index, errors }] }`; nothing was written. */
const refused = (reports: RowReport[], dryRun: boolean, missing: MissingNames, built: BuiltEmail[]) =>
  json(
    {
      missing,
      built,
      message: `${dryRun ? 'Essai à blanc : ' : ''}aucun employé n'a été importé, ${reports.length} ligne(s) à corriger (voyez le détail de chacune).`,
      rows: reports,
    },
    { status: 400 },
  );

/**
 * POST /app/employee/import: up to 5000 new employees, all or none. Each row is checked as
 * POST /app/employee checks one; its country, city, service and position may be named
 * (`missing` lists the names Effectif lacks, created first where `create` gives their
 * parent); a matricule given is kept; a NIR goes to the private block, checked as
 * PUT user/private/{id} checks it; a service and a position make the principal
 * assignment from the hire date; the same work e-mail twice in the file is a duplicate.
 * The rows without an e-mail get one built from `emailPatterns`, unique (`built` lists them).
 * A dry run checks everything and writes nothing.
 */
export function employeeImportHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'post',
      '/app/employee/import',
      async ({ request, session }) => {
        const body = await jsonObject(request);
        const asked = requestOf(body);
        const { rows, dryRun } = asked;
        const { ctx, store } = await backend();
        // Within the importer's enterprises (docs/roles.md): the units it creates and the places it gives.
        const scope = await scopeOf(actorOf(session), 'employeeImport', 'create', ctx);
        const create = await createOf(ctx, body.create);
        checkImportParents(scope, create);
        const { written, reports, missing, built } = await importRows(actingAs(ctx, session), asked, create, scope);
        if (reports.length > 0) return refused(reports, dryRun, missing, built);
        if (dryRun) return json({ imported: rows.length, dryRun, missing, built });
        await store.saved();
        return json({ imported: written.length, dryRun, missing, built, ids: written.map((employee) => employee.id) });
      },
      { bearer: true, permission: need('employeeImport', 'create') },
    ),
  ];
}
