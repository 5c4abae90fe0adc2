import { ERROR_CODES } from '@/domain/common';
import type { HrWriter } from '../storage/repository';
import type { Row } from '../storage/tables';
import { HttpFailure, fieldError, invalid } from '../hr/errors';
import { GENERAL_MESSAGES } from '../hr/messages-fr';

/** The tables of approval chains, stand-ins and exit checklists, written by their own routes. */
export type ApprovalTable = 'approvalPolicies' | 'standIns' | 'exitItems';
/** The tables written whole by their own routes (approval chains, stand-ins, exit checklists, payroll months, codes and ledger, the staff register). */
export type KeptTable = ApprovalTable | 'payrollMonths' | 'payrollCodes' | 'payrollExports' | 'registerLines';
type Fields<T extends KeptTable> = Omit<Row<T>, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** Writes a row (a new one, or `existing` replaced, its version checked by the repository), with its record fields. */
export async function keepRow<T extends KeptTable>(db: HrWriter, table: T, existing: Row<T> | undefined, fields: Fields<T>, now: string): Promise<Row<T>> {
  const meta = { id: existing?.id ?? (await db.nextId(table)), version: (existing?.version ?? 0) + 1, createdAt: existing?.createdAt ?? now, updatedAt: now };
  const row = { ...fields, ...meta } as Row<T>;
  if (existing) await db.update(table, row, existing.version);
  else await db.insert(table, row);
  return row;
}

/** A DELETE may quote the version it read (`?version=`): a replaced one is 409, as for a PUT. */
export function checkDeletedVersion(request: Request, current: number): void {
  const quoted = new URL(request.url).searchParams.get('version');
  if (quoted === null) return;
  if (!/^\d+$/.test(quoted)) throw invalid({ version: fieldError(ERROR_CODES.invalidType) });
  if (Number(quoted) !== current) throw new HttpFailure(409, GENERAL_MESSAGES.stale);
}
