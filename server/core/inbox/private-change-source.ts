import type { InboxItem, RequestedChange } from '@/contract/inbox';
import type { PrivateChange } from '@/domain/hr/private-change';
import { RECORD_FIELDS } from '@/domain/rules/self-service';
import { covers, scopeOf } from '../access/scope';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import { PRIVATE_CHANGES, decidePrivateChange } from '../self-service/private-changes';
import { pendingOf } from '../self-service/requests';
import { employeeName } from '../hr/areas/names';
import { awaitingOnly } from './awaiting';
import { batchOf, type InboxSource } from './source';

/**
 * What the change asks, field by field: the value asked, and the one stored now only to whom
 * may read the person's private data (their reach of `readPrivate` on the employee: HR).
 */
async function changesOf(ctx: AppContext, change: PrivateChange, readsBefore: boolean): Promise<RequestedChange[]> {
  const employee = readsBefore ? await ctx.db.get('employees', change.employeeId) : undefined;
  const block = readsBefore ? await ctx.db.get('employeePrivate', change.employeeId) : undefined;
  return change.fields.map((field) => {
    const before = RECORD_FIELDS.includes(field) ? employee?.[field as 'address' | 'personalEmail'] : block?.[field as 'emergencyContactName' | 'emergencyContactPhone'];
    const after = change[field];
    return { field, ...(before !== undefined && { before }), ...(after !== undefined && { after }) };
  });
}

/**
 * Private-data changes in the inbox: the pending ones within the session's reach of `decide`
 * (HR's enterprises; managers have none), never its own; deciding one is `decidePrivateChange`.
 */
export const privateChangeSource: InboxSource = {
  kind: 'privateChange',
  async waiting(ctx: AppContext, session: Session) {
    // What waits on whom is the inbox's one rule (`awaitsDecisionOf`): the reach of `decide`, never one's own.
    const waiting = await awaitingOnly(ctx, session, PRIVATE_CHANGES.resource, await pendingOf(ctx, PRIVATE_CHANGES.table));
    return batchOf('privateChange', waiting, ({ row }) => row.createdAt, async (chosen) => {
      const reads = await scopeOf(session, 'employee', 'readPrivate', ctx);
      const items: InboxItem[] = [];
      for (const { row } of chosen) {
        items.push({
        kind: 'privateChange',
        id: row.id,
        version: row.version,
        employeeId: row.employeeId,
        employeeName: (await employeeName(ctx, row.employeeId)) ?? '',
        submittedAt: row.createdAt,
        title: row.fields.join(', '),
        changes: await changesOf(ctx, row, covers(reads, 'people', row.employeeId)),
      });
      }
      return items;
    });
  },
  async decide(ctx, session, decision) {
    return (await decidePrivateChange(ctx, session, decision)).status;
  },
};
