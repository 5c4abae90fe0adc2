import type { InboxDecision, InboxItem, InboxKind } from '@/contract/inbox';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';

/**
 * One kind of request the inbox lists and decides (docs/contract.md, "Inbox"): leaves,
 * missions, leave cancellations, attendance corrections, private-data changes. The inbox
 * asks every source what waits on the session, and hands each decision to its source.
 */
export interface InboxSource {
  kind: InboxKind;
  /** The requests of this kind awaiting the session's decision (as approver, stand-in or HR), as inbox items. */
  waiting(ctx: AppContext, session: Session): Promise<InboxItem[]>;
  /** How many wait, without what each item tells (GET /app/inbox/count); absent: `waiting`'s length. */
  count?(ctx: AppContext, session: Session): Promise<number>;
  /**
   * Makes one decision exactly as the single call would (its version check, its rules, its
   * audit entry, in its own transaction); throws the HttpFailure that call would answer when
   * refused. Answers the request's status after it.
   */
  decide(ctx: AppContext, session: Session, decision: InboxDecision): Promise<string>;
}
