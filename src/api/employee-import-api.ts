// Types only from the contract: its zod schemas load with the first answer, not with the app.
import type { BuiltEmail, EmployeeImportRequest, ImportRowReport, MissingNames } from '@/contract/employee-import';
import type { HttpClient } from './client';
import { isHttpFailure } from './errors';

export type {
  BuiltEmail,
  EmailPatterns,
  EmployeeImportRequest,
  EmployeeImportRow,
  ImportCreate,
  ImportElsewhere,
  ImportRowReport,
  MissingName,
  MissingNames,
} from '@/contract/employee-import';

/** The backend's answer: every row accepted (written unless a dry run), or the rows to fix and nothing written. */
export type EmployeeImportAnswer =
  | { ok: true; imported: number; dryRun: boolean; ids?: number[]; missing: MissingNames; built: BuiltEmail[] }
  | { ok: false; message: string; rows: ImportRowReport[]; missing: MissingNames; built: BuiltEmail[] };

export interface EmployeeImportApi {
  /** POST /app/employee/import: all rows or none; a dry run checks and writes nothing. */
  run(request: EmployeeImportRequest): Promise<EmployeeImportAnswer>;
}

/** The schemas load with the answers they check, not with the page. */
const schemas = () => import('@/contract/employee-import');

export function createEmployeeImportApi(client: HttpClient): EmployeeImportApi {
  return {
    async run(request) {
      try {
        const { data } = await client.post<unknown>('/app/employee/import', request);
        return { ok: true, ...(await schemas()).importAcceptedSchema.parse(data) };
      } catch (error) {
        // A 400 with a per-row report is an answer, not a failure: the screen shows it.
        if (!isHttpFailure(error) || error.response?.status !== 400) throw error;
        const report = (await schemas()).importRefusedSchema.safeParse(error.response.data);
        if (report.success) return { ok: false, ...report.data };
        throw error;
      }
    },
  };
}
