import type { HttpClient } from './client';
import { isHttpFailure, type FieldError } from './errors';

/** One row of the file as the backend takes it: employee fields, references by name, code or id. */
export type EmployeeImportRow = Record<string, string | number>;

/** What is wrong with one row (its index in the rows sent), field by field. */
export interface ImportRowReport {
  index: number;
  errors: Record<string, FieldError>;
}

/** A name the file gives that Effectif does not have, and how many rows give it. */
export interface MissingName {
  name: string;
  postalCode?: string;
  rows: number;
}
/** By reference field (cityId, serviceId, positionId, nationalityCountryId). */
export type MissingNames = Record<string, MissingName[]>;

/** Where the missing records are created: the parent's id (country, department, enterprise) by field. */
export type ImportCreate = Partial<Record<'cityId' | 'serviceId' | 'positionId', number>>;

/** The backend's answer: every row accepted (written unless a dry run), or the rows to fix and nothing written. */
export type EmployeeImportAnswer =
  | { ok: true; imported: number; dryRun: boolean; ids?: number[]; missing: MissingNames }
  | { ok: false; message: string; rows: ImportRowReport[]; missing: MissingNames };

export interface EmployeeImportApi {
  /** POST /app/employee/import: all rows or none; `dryRun` checks and writes nothing; `create` makes the missing references. */
  run(rows: readonly EmployeeImportRow[], dryRun: boolean, create?: ImportCreate): Promise<EmployeeImportAnswer>;
}

const reportOf = (data: unknown): { message: string; rows: ImportRowReport[]; missing: MissingNames } | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { message, rows, missing } = data as { message?: unknown; rows?: unknown; missing?: MissingNames };
  return typeof message === 'string' && Array.isArray(rows) ? { message, rows: rows as ImportRowReport[], missing: missing ?? {} } : null;
};

export function createEmployeeImportApi(client: HttpClient): EmployeeImportApi {
  return {
    async run(rows, dryRun, create = {}) {
      try {
        const { data } = await client.post<{ imported: number; dryRun: boolean; ids?: number[]; missing?: MissingNames }>(
          '/app/employee/import',
          { rows, dryRun, create },
        );
        return { ok: true, ...data, missing: data.missing ?? {} };
      } catch (error) {
        // A 400 with a per-row report is an answer, not a failure: the screen shows it.
        const report = isHttpFailure(error) && error.response?.status === 400 ? reportOf(error.response.data) : null;
        if (report) return { ok: false, ...report };
        throw error;
      }
    },
  };
}
