import type { InboxKind } from '@/contract/inbox';
import type { ApprovalStep, ApprovalSubject } from '@/domain/hr/approval';
import type { Resource } from '@/domain/permissions';
import { AWAITING } from '../approval/steps';
import { cancellationRequestOf } from '../inbox/cancellation';
import type { RowChange } from '../storage/repository';

/** A request as a notice reads it: whose, which days, and its chain while it awaits a decision. */
export interface RequestRow {
  id: number;
  employeeId: number;
  status: string;
  startDate?: string;
  endDate?: string;
  date?: string;
  steps?: ApprovalStep[];
  currentStep?: number;
  cancellationRequest?: unknown;
  cancellationDecision?: { outcome?: string };
}

/**
 * Something a transaction did that someone is told of: a request now awaiting a decision (filed,
 * or its step before approved: `step` names the one it waits on, for a chained leave or
 * mission), or a request decided (`outcome`, told to its requester).
 */
export interface Notice {
  event: 'awaiting' | 'decided';
  kind: InboxKind;
  /** The area whose `decide` reach decides it (`awaitsDecisionOf`). */
  area: Resource;
  row: RequestRow;
  outcome?: 'approved' | 'rejected';
}

/** The tables whose rows are requests, and what each is. */
const REQUEST_TABLES = {
  leaves: { kind: 'leave', area: 'leave' },
  missions: { kind: 'mission', area: 'mission' },
  attendanceCorrections: { kind: 'attendanceCorrection', area: 'attendanceCorrection' },
  privateChanges: { kind: 'privateChange', area: 'privateChange' },
} as const satisfies Partial<Record<RowChange['table'], { kind: InboxKind; area: Resource }>>;
type RequestTable = keyof typeof REQUEST_TABLES;

const isRequestTable = (table: string): table is RequestTable => table in REQUEST_TABLES;

/** Each row written once: from how the transaction found it to how it left it. */
function rowsWritten(changes: readonly RowChange[]): { table: RequestTable; before?: RequestRow; after?: RequestRow }[] {
  const byRow = new Map<string, { table: RequestTable; before?: RequestRow; after?: RequestRow }>();
  for (const change of changes) {
    if (!isRequestTable(change.table)) continue;
    const id = `${change.table}:${change.key}`;
    const first = byRow.get(id);
    const before = change.before as RequestRow | undefined;
    const after = change.after as RequestRow | undefined;
    byRow.set(id, { table: change.table, before: first ? first.before : before, after });
  }
  return [...byRow.values()];
}

const DECIDED: readonly string[] = ['approved', 'rejected'];

/** Where a request waits: its status, and for a chain its step and who heads it. */
const waitsAt = (row: RequestRow | undefined, awaiting: string) =>
  row?.status === awaiting ? `${row.currentStep ?? 0}:${row.steps?.[row.currentStep ?? 0]?.approverId ?? ''}` : undefined;

/** The notices of a leave's cancellation asked (awaiting), or decided (cancelled: approved; refused). */
function cancellationNotices(before: RequestRow | undefined, after: RequestRow): Notice[] {
  const base = { kind: 'leaveCancellation' as const, area: 'leave' as const, row: after };
  const askedBefore = before !== undefined && cancellationRequestOf(before) !== undefined;
  if (!askedBefore && after.status === 'approved' && cancellationRequestOf(after) !== undefined) return [{ ...base, event: 'awaiting' }];
  if (!askedBefore) return [];
  if (after.status === 'cancelled') return [{ ...base, event: 'decided', outcome: 'approved' }];
  if (after.cancellationDecision?.outcome === 'rejected' && cancellationRequestOf(after) === undefined) return [{ ...base, event: 'decided', outcome: 'rejected' }];
  return [];
}

/**
 * What the transaction's writes tell whom (docs/domain.md, "Notifications"): a request that
 * now awaits a decision it did not await before (filed; a chain's step approved, the next
 * awaiting), and a request whose decision is final.
 */
export function noticesOf(changes: readonly RowChange[]): Notice[] {
  const notices: Notice[] = [];
  for (const { table, before, after } of rowsWritten(changes)) {
    if (!after) continue;
    const { kind, area } = REQUEST_TABLES[table];
    const awaiting = table === 'leaves' || table === 'missions' ? AWAITING[area as ApprovalSubject] : 'pending';
    const now = waitsAt(after, awaiting);
    if (now !== undefined && now !== waitsAt(before, awaiting)) notices.push({ event: 'awaiting', kind, area, row: after });
    if (before?.status === awaiting && DECIDED.includes(after.status)) {
      notices.push({ event: 'decided', kind, area, row: after, outcome: after.status as 'approved' | 'rejected' });
    }
    if (table === 'leaves') notices.push(...cancellationNotices(before, after));
  }
  return notices;
}
