import { ERROR_CODES } from '@/domain/common';
import { PRIVATE_CHANGE_FIELDS, privateChangeInputSchema, type PrivateChange, type PrivateChangeField } from '@/domain/hr/private-change';
import { RECORD_FIELDS, changedValues } from '@/domain/rules/self-service';
import type { InboxDecision } from '@/contract/inbox';
import { employeeArea } from '../hr/areas/employee';
import type { AppContext, WriteContext } from '../hr/context';
import { fieldError, invalid, parseOrThrow } from '../hr/errors';
import { notFound, writeRecord } from '../hr/write';
import { actingAs } from '../audit/acting';
import { writePrivateBlock } from '../user/private';
import type { Session } from '../ports';
import { checkAsker, decideRequest, freshRequest, type SelfKind } from './requests';

export const PRIVATE_CHANGES: SelfKind<'privateChanges'> = {
  table: 'privateChanges',
  resource: 'privateChange',
  subject: 'Cette demande de modification',
};

const BLOCK_FIELDS = PRIVATE_CHANGE_FIELDS.filter((field) => !RECORD_FIELDS.includes(field));

/**
 * POST /app/private_change: the employee asks HR to change some of their private fields
 * (`fields`; one named and left absent is cleared — but the address, which a record needs).
 * Only the fields named are kept. Pending until HR decides.
 */
export async function askPrivateChange(ctx: AppContext, session: Session, body: unknown): Promise<PrivateChange> {
  const input = parseOrThrow(privateChangeInputSchema, body);
  await checkAsker(PRIVATE_CHANGES, ctx, session, input.employeeId);
  if (input.fields.includes('address') && !input.address) throw invalid({ address: fieldError(ERROR_CODES.required) });
  const fields = [...new Set(input.fields)];
  const values = changedValues({ ...input, fields });
  return actingAs(ctx, session).transaction(async (tx) => {
    const row = { employeeId: input.employeeId, fields, ...values, ...(await freshRequest(tx, 'privateChanges')) } as PrivateChange;
    await tx.db.insert('privateChanges', row);
    return row;
  });
}

const names = (change: PrivateChange, among: readonly PrivateChangeField[]) => change.fields.some((field) => among.includes(field));

/** Writes what an accepted change sets: the record's fields through the employee area, the others in the private block. */
async function applyChange(tx: WriteContext, session: Session, change: PrivateChange) {
  const values = changedValues(change);
  const employee = await tx.db.get('employees', change.employeeId);
  if (!employee) throw notFound('Cet employé');
  if (names(change, RECORD_FIELDS)) {
    const kept = Object.fromEntries(Object.entries(values).filter(([field]) => RECORD_FIELDS.includes(field as PrivateChangeField)));
    await writeRecord(employeeArea, tx, { ...employee, ...kept }, employee.id, session);
  }
  if (names(change, BLOCK_FIELDS)) {
    const block = await tx.db.get('employeePrivate', employee.id);
    const kept = Object.fromEntries(Object.entries(values).filter(([field]) => BLOCK_FIELDS.includes(field as PrivateChangeField)));
    await writePrivateBlock(tx, employee.id, { ...block, version: block?.version ?? 0, ...kept });
  }
  return {};
}

/**
 * Decides a private-data change (the inbox's and POST {id}/decision's): accepted, its values
 * are written (the record, the private block: audited as private fields are) and it keeps who
 * accepted; rejected, nothing else changes.
 */
export function decidePrivateChange(ctx: AppContext, session: Session, decision: Pick<InboxDecision, 'id' | 'version' | 'outcome' | 'comment'>) {
  return actingAs(ctx, session).transaction((tx) => decideRequest(PRIVATE_CHANGES, tx, session, decision, (change) => applyChange(tx, session, change)));
}
