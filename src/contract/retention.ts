import { z } from 'zod';
import { choice, isoDate } from '@/domain/common';
import { RETENTION_ACTIONS, RETENTION_CATEGORIES, RETENTION_STARTS } from '@/domain/rules/retention';

/**
 * Forgetting on time (docs/retention.md, docs/contract.md "Retention"): Root, and HR for the
 * people of their enterprises.
 *
 * GET  /app/retention           → RetentionOverview: the policy, what is due today (counts and people), the daily listing
 * GET  /app/retention/dry-run   → RetentionDryRun: what a purge would change today, changing nothing
 * POST /app/retention/purge     { day } → RetentionPurged (409 `retentionDayChanged` when `day` is not today)
 */

const counts = z.record(choice(RETENTION_CATEGORIES), z.number().int().nonnegative());

export const retentionRuleSchema = z.object({
  category: choice(RETENTION_CATEGORIES),
  years: z.number().int().nonnegative(),
  from: choice(RETENTION_STARTS),
  action: choice(RETENTION_ACTIONS),
  source: z.string(),
});

export const retentionPersonSchema = z.object({
  employeeId: z.number().int().positive(),
  /** The names as they are before the purge. */
  name: z.string(),
  matricule: z.string(),
  exitDate: isoDate.optional(),
  items: z.array(
    z.object({
      category: choice(RETENTION_CATEGORIES),
      action: choice(RETENTION_ACTIONS),
      records: z.number().int().positive(),
      /** The fields an anonymisation replaces or clears; empty for a deletion. */
      fields: z.array(z.string()),
    }),
  ),
});
export type RetentionPerson = z.infer<typeof retentionPersonSchema>;

export const retentionOverviewSchema = z.object({
  today: isoDate,
  policy: z.array(retentionRuleSchema),
  /** Records due per category, among the people of the caller's reach. */
  due: counts,
  people: z.array(retentionPersonSchema),
  /** The daily listing's latest run (all people): its day and its counts. */
  listed: z.object({ day: isoDate, due: counts }).optional(),
});
export type RetentionOverview = z.infer<typeof retentionOverviewSchema>;

export const retentionDryRunSchema = z.object({
  today: isoDate,
  changes: counts,
  people: z.array(retentionPersonSchema),
});
export type RetentionDryRun = z.infer<typeof retentionDryRunSchema>;

/** The purge's confirmation: the day HR saw the list on, which must still be today. */
export const retentionPurgeInputSchema = z.object({ day: isoDate });
export type RetentionPurgeInput = z.infer<typeof retentionPurgeInputSchema>;

export const retentionPurgedSchema = z.object({
  day: isoDate,
  purged: counts,
  people: z.number().int().nonnegative(),
});
export type RetentionPurged = z.infer<typeof retentionPurgedSchema>;
