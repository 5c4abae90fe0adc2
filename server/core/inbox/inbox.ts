import type { InboxDecision, InboxItem, InboxResult } from '@/contract/inbox';
import { ERROR_CODES } from '@/domain/common';
import { HttpFailure } from '../hr/errors';
import { GENERAL_MESSAGES } from '../hr/messages-fr';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import { StaleVersion } from '../storage/repository';
import { INBOX_SOURCES } from './sources';
import type { WaitingRequest } from './source';

/** Oldest first; the same moment by kind then id, so that the order never wavers. */
const byAge = (a: WaitingRequest, b: WaitingRequest) => a.submittedAt.localeCompare(b.submittedAt) || a.kind.localeCompare(b.kind) || a.id - b.id;

/** A page of the inbox: its number (from 1) and size. */
export interface InboxPageQuery {
  page: number;
  pageSize: number;
}

/**
 * The decisions waiting on the session, of every source, oldest first: the page asked, and
 * how many wait in all. What a decider needs (balances, who is away…) is read for that page only.
 */
export async function waitingFor(ctx: AppContext, session: Session, query: InboxPageQuery): Promise<{ items: InboxItem[]; total: number }> {
  const batches = await Promise.all(INBOX_SOURCES.map((source) => source.waiting(ctx, session)));
  const requests = batches.flatMap((batch) => batch.requests).sort(byAge);
  const shown = requests.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  const items = await Promise.all(
    batches.map((batch, index) => {
      const ids = new Set(shown.filter((request) => request.kind === INBOX_SOURCES[index].kind).map((request) => request.id));
      return ids.size === 0 ? [] : batch.items(ids);
    }),
  );
  return { items: items.flat().sort(byAge), total: requests.length };
}

/** How many decisions wait on the session, without what each item tells. */
export async function waitingCount(ctx: AppContext, session: Session): Promise<number> {
  const batches = await Promise.all(INBOX_SOURCES.map((source) => source.waiting(ctx, session)));
  return batches.reduce((total, batch) => total + batch.requests.length, 0);
}

/** The refusal as a result: its status, a code the page translates, and the message. */
function refusal(decision: InboxDecision, error: unknown): InboxResult {
  const { kind, id } = decision;
  if (error instanceof StaleVersion) return { kind, id, ok: false, httpStatus: 409, code: ERROR_CODES.stale, message: GENERAL_MESSAGES.stale };
  if (!(error instanceof HttpFailure)) throw error;
  const fieldCode = Object.values(error.errors ?? {})[0]?.code;
  const code = error.code ?? fieldCode ?? (error.status === 409 ? ERROR_CODES.stale : undefined);
  const message = error.errors && Object.keys(error.errors).length === 1 ? Object.values(error.errors)[0].message : error.message;
  return { kind, id, ok: false, httpStatus: error.status, ...(code ? { code } : {}), message };
}

/**
 * Makes the decisions one after the other, in the order given, each by its source as the
 * single call would make it (its own version check, rules, audit entry and transaction): a
 * refused one is reported and the others go on. The same request twice: the second quotes a
 * version the first replaced, and is refused as stale.
 */
export async function decideAll(ctx: AppContext, session: Session, decisions: readonly InboxDecision[]): Promise<InboxResult[]> {
  const results: InboxResult[] = [];
  for (const decision of decisions) {
    const source = INBOX_SOURCES.find((candidate) => candidate.kind === decision.kind);
    try {
      if (!source) throw new HttpFailure(400, GENERAL_MESSAGES.invalid, undefined, ERROR_CODES.invalidChoice);
      results.push({ kind: decision.kind, id: decision.id, ok: true, status: await source.decide(ctx, session, decision) });
    } catch (error) {
      results.push(refusal(decision, error));
    }
  }
  return results;
}
