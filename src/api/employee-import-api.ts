import type { HttpClient } from './client';
import { isHttpFailure, type FieldError } from './errors';

/** One row of the file as the backend takes it: employee fields, references by name, code or id. */
export type EmployeeImportRow = Record<string, string | number>;

/** What is wrong with one row (its index in the rows sent), field by field. */
export interface ImportRowReport {
  index: number;
  errors: Record<string, FieldError>;
}

/** The backend's answer: every row accepted (written unless a dry run), or the rows to fix and nothing written. */
export type EmployeeImportAnswer =
  | { ok: true; imported: number; dryRun: boolean; ids?: number[] }
  | { ok: false; message: string; rows: ImportRowReport[] };

export interface EmployeeImportApi {
  /** POST /app/employee/import: all rows or none; `dryRun` checks and writes nothing. */
  run(rows: readonly EmployeeImportRow[], dryRun: boolean): Promise<EmployeeImportAnswer>;
}

const reportOf = (data: unknown): { message: string; rows: ImportRowReport[] } | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { message, rows } = data as { message?: unknown; rows?: unknown };
  return typeof message === 'string' && Array.isArray(rows) ? { message, rows: rows as ImportRowReport[] } : null;
};

export function createEmployeeImportApi(client: HttpClient): EmployeeImportApi {
  return {
    async run(rows, dryRun) {
      try {
        const { data } = await client.post<{ imported: number; dryRun: boolean; ids?: number[] }>('/app/employee/import', {
          rows,
          dryRun,
        });
        return { ok: true, ...data };
      } catch (error) {
        // A 400 with a per-row report is an answer, not a failure: the screen shows it.
        const report = isHttpFailure(error) && error.response?.status === 400 ? reportOf(error.response.data) : null;
        if (report) return { ok: false, ...report };
        throw error;
      }
    },
  };
}
