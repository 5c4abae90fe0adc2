// Types only from the contract: its zod schemas load with the first answer, not with the app.
import type { RetentionDryRun, RetentionOverview, RetentionPurged } from '@/contract/retention';
import type { HttpClient } from './client';

const schemas = () => import('@/contract/retention');

/** Forgetting on time (docs/retention.md): the policy and what is due, the dry run, the purge. Root and HR. */
export interface RetentionApi {
  overview(): Promise<RetentionOverview>;
  dryRun(): Promise<RetentionDryRun>;
  /** Purges what is due on `day`, which must still be the backend's today (else 409 `retentionDayChanged`). */
  purge(day: string): Promise<RetentionPurged>;
}

export function createRetentionApi(client: HttpClient): RetentionApi {
  return {
    async overview() {
      const { data } = await client.get<unknown>('/app/retention');
      return (await schemas()).retentionOverviewSchema.parse(data);
    },
    async dryRun() {
      const { data } = await client.get<unknown>('/app/retention/dry-run');
      return (await schemas()).retentionDryRunSchema.parse(data);
    },
    async purge(day) {
      const { data } = await client.post<unknown>('/app/retention/purge', { day });
      return (await schemas()).retentionPurgedSchema.parse(data);
    },
  };
}
