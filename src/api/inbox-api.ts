// Types only from the contract: its zod schemas load with the first answer, not with the app.
import type { InboxDecision, InboxPage, InboxResult } from '@/contract/inbox';
import type { HttpClient } from './client';

const schemas = () => import('@/contract/inbox');

/** How many decisions a page of the inbox shows; more come on demand. */
export const INBOX_PAGE_SIZE = 50;

/** The decider's inbox (docs/contract.md, "Inbox"). */
export interface InboxApi {
  /** GET /app/inbox: the decisions waiting on the account, oldest first, `INBOX_PAGE_SIZE` a page (from 1). */
  list(page: number): Promise<InboxPage>;
  /** GET /app/inbox/count: how many wait. */
  count(): Promise<number>;
  /** POST /app/inbox/decisions: each made alone, in order; what became of each. */
  decide(decisions: readonly InboxDecision[]): Promise<InboxResult[]>;
}

export function createInboxApi(client: HttpClient): InboxApi {
  return {
    async list(page) {
      const { data } = await client.get<unknown>('/app/inbox', { params: { page: String(page), pageSize: String(INBOX_PAGE_SIZE) } });
      return (await schemas()).inboxPageSchema.parse(data);
    },
    async count() {
      const { data } = await client.get<unknown>('/app/inbox/count');
      return (await schemas()).inboxCountSchema.parse(data).count;
    },
    async decide(decisions) {
      const { data } = await client.post<unknown>('/app/inbox/decisions', { decisions });
      return (await schemas()).inboxResultsSchema.parse(data).results;
    },
  };
}
