import type { InboxDecision, InboxItem, InboxKind } from '@/contract/inbox';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';

/** A request waiting on the session: which, and when it was sent (the inbox is oldest first). */
export interface WaitingRequest {
  kind: InboxKind;
  id: number;
  submittedAt: string;
}

/**
 * What of one kind waits on the session: the requests (cheap to know: rows and who decides),
 * and the items of those a page shows (what a decider needs: days, balances, who is away…).
 */
export interface WaitingBatch {
  requests: WaitingRequest[];
  items(ids: ReadonlySet<number>): Promise<InboxItem[]>;
}

/**
 * One kind of request the inbox lists and decides (docs/contract.md, "Inbox"): leaves,
 * missions, leave cancellations, attendance corrections, private-data changes. The inbox
 * asks every source what waits on the session, and hands each decision to its source.
 */
export interface InboxSource {
  kind: InboxKind;
  /** The requests of this kind awaiting the session's decision (as approver, stand-in or HR). */
  waiting(ctx: AppContext, session: Session): Promise<WaitingBatch>;
  /**
   * Makes one decision exactly as the single call would (its version check, its rules, its
   * audit entry, in its own transaction); throws the HttpFailure that call would answer when
   * refused. Answers the request's status after it.
   */
  decide(ctx: AppContext, session: Session, decision: InboxDecision): Promise<string>;
}

/** The batch of `waiting` (each holding its row): its requests, and the items of the chosen ones made by `itemsOf`. */
export function batchOf<W extends { row: { id: number } }>(
  kind: InboxKind,
  waiting: readonly W[],
  sentAt: (one: W) => string,
  itemsOf: (chosen: W[]) => Promise<InboxItem[]>,
): WaitingBatch {
  return {
    requests: waiting.map((one) => ({ kind, id: one.row.id, submittedAt: sentAt(one) })),
    items: (ids) => itemsOf(waiting.filter((one) => ids.has(one.row.id))),
  };
}
