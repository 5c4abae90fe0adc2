import { json } from '../http';
import { ERROR_CODES } from '@/domain/common';
import type { Row, TableName } from '@server/core/storage/tables';
import { rowKey } from '@server/core/storage/table-keys';
import type { Routes } from '../http';
import { MAX_IMPORT_ROWS } from '../user/import';
import { answering } from './answering';
import { employeeArea } from './areas/employee';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { referenceResolver } from './employee-import-references';
import { HttpFailure, fieldError, jsonObject, mergeErrors, type FieldErrors } from './errors';
import { normalise } from './text';
import { writeRecord } from './write';

type Employee = Row<'employees'>;

interface RowReport {
  index: number;
  errors: FieldErrors;
}

/** Thrown to undo the import's transaction: a dry run, or a row that went wrong. */
class Undo extends Error {}

/** The body: `{ rows: [...] (1 to 1000), dryRun?: boolean }`. */
function requestOf(body: Record<string, unknown>): { rows: unknown[]; dryRun: boolean } {
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
  return { rows, dryRun };
}

/**
 * The context the rows are written in: its unique keys and sequences also see the rows this
 * import wrote before (the shared indexes follow committed rows only), so that the second
 * row gets the next matricule and the same e-mail twice is a duplicate.
 */
function seeingOwnWrites(ctx: AppContext, written: readonly Employee[]): AppContext {
  const { indexes } = ctx;
  const own = <T extends TableName>(table: T): readonly Row<T>[] =>
    table === 'employees' ? (written as readonly Row<TableName>[] as readonly Row<T>[]) : [];
  return {
    ...ctx,
    indexes: {
      rowsWithKey(table, read, value) {
        const keys = new Set(indexes.rowsWithKey(table, read, value));
        for (const row of own(table)) if (read(row) === value) keys.add(rowKey(table, row));
        return keys;
      },
      highest: (table, read) => own(table).reduce((most, row) => Math.max(most, read(row)), indexes.highest(table, read)),
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An e-mail as the uniqueness of work e-mails compares it. */
const emailKey = (value: unknown) => (typeof value === 'string' ? normalise(value.trim()) : undefined);

/**
 * Every row created exactly as POST /app/employee would, in one transaction; the rows that
 * fail are reported and the transaction undone, as it is after a dry run.
 */
function importRows(ctx: AppContext, rows: readonly unknown[], dryRun: boolean) {
  const written: Employee[] = [];
  const reports: RowReport[] = [];
  const scoped = seeingOwnWrites(ctx, written);
  const resolve = referenceResolver(ctx);
  const firstWithEmail = new Map<string, number>();
  try {
    ctx.db.transaction(() => {
      rows.forEach((raw, index) => {
        if (!isObject(raw)) {
          reports.push({ index, errors: { _: fieldError(ERROR_CODES.invalidType) } });
          return;
        }
        const errors: FieldErrors = {};
        const email = emailKey(raw.workEmail);
        if (email && firstWithEmail.has(email)) errors.workEmail = fieldError(ERROR_CODES.duplicate);
        else if (email) firstWithEmail.set(email, index);
        try {
          written.push(writeRecord(employeeArea, scoped, resolve(raw, errors)));
        } catch (error) {
          if (!(error instanceof HttpFailure)) throw error;
          mergeErrors(errors, error.errors ?? { _: fieldError(ERROR_CODES.invalidType) });
        }
        if (Object.keys(errors).length > 0) reports.push({ index, errors });
      });
      if (reports.length > 0 || dryRun) throw new Undo();
    });
  } catch (error) {
    if (!(error instanceof Undo)) throw error;
  }
  return { written: reports.length > 0 || dryRun ? [] : written, reports };
}

/** Refuses the whole file: `{ message, rows: [{ index, errors }] }`; nothing was written. */
const refused = (reports: RowReport[], dryRun: boolean) =>
  json(
    {
      message: `${dryRun ? 'Essai à blanc : ' : ''}aucun employé n'a été importé, ${reports.length} ligne(s) à corriger (voyez le détail de chacune).`,
      rows: reports,
    },
    { status: 400 },
  );

/**
 * POST /app/employee/import: up to 1000 new employees, all or none. Each row is checked as
 * POST /app/employee checks one, its country and city may be named, and the same work
 * e-mail twice in the file is a duplicate. A dry run checks everything and writes nothing.
 */
export function employeeImportHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'post',
      '/app/employee/import',
      answering(async ({ request }) => {
        const { rows, dryRun } = requestOf(await jsonObject(request));
        const { ctx, store } = await backend();
        const { written, reports } = importRows(ctx, rows, dryRun);
        if (reports.length > 0) return refused(reports, dryRun);
        if (dryRun) return json({ imported: rows.length, dryRun });
        await store.saved();
        return json({ imported: written.length, dryRun, ids: written.map((employee) => employee.id) });
      }),
      { bearer: true },
    ),
  ];
}
