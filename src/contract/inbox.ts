import { z } from 'zod';
import { choice, isoDate, multilineText } from '@/domain/common';
import { HALVES } from '@/domain/hr/leave';
import { STEP_KINDS } from '@/domain/hr/approval';

/**
 * The decider's inbox (docs/contract.md, "Inbox"): every decision waiting for the signed-in
 * account, oldest first — as the approver of a step, as a stand-in for one, or as HR.
 *
 * GET  /app/inbox                → { items: InboxItem[], total }
 * GET  /app/inbox/count          → { count }
 * POST /app/inbox/decisions      { decisions: InboxDecision[] } → { results: InboxResult[] }
 *   each decision is made alone (its own version check, its own rules), in the order given.
 */
export const INBOX_KINDS = ['leave', 'mission', 'leaveCancellation', 'attendanceCorrection', 'privateChange'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

const id = z.number().int().positive();

/** A field a request changes (attendance correction, private-data change). */
export const requestedChangeSchema = z.object({
  field: z.string(),
  /** As stored now; absent when there is none (or when the reader may not see it). */
  before: z.string().optional(),
  after: z.string().optional(),
});
export type RequestedChange = z.infer<typeof requestedChangeSchema>;

export const inboxItemSchema = z.object({
  kind: choice(INBOX_KINDS),
  /** The id of the request (a leave, a mission, an attendance correction, a private-data change). */
  id,
  version: z.number().int().positive(),
  employeeId: id,
  employeeName: z.string(),
  /** When the request was sent: the inbox is oldest first. */
  submittedAt: z.string(),
  /** What it asks, in one line: the leave type, the mission's destination… */
  title: z.string().optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  startHalf: choice(HALVES).optional(),
  endHalf: choice(HALVES).optional(),
  /** The days the request counts, as the backend counts them. */
  days: z.number().optional(),
  /** The requester's balance of that type once this request is taken (paid leave). */
  balanceAfter: z.number().optional(),
  /** Others of the requester's service away on some of those days, of its headcount ("3 of 8 away"). */
  away: z.object({ count: z.number().int().min(0), of: z.number().int().min(0) }).optional(),
  /** The step it waits on: its kind, its index and how many there are. */
  step: z.object({ kind: choice(STEP_KINDS), index: z.number().int().min(0), count: z.number().int().min(1) }).optional(),
  /** When the account sees it as a stand-in: the manager it decides for. */
  onBehalfOf: z.object({ employeeId: id, name: z.string() }).optional(),
  /** The requester's words (reason, comment). */
  comment: z.string().optional(),
  changes: z.array(requestedChangeSchema).optional(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({ items: z.array(inboxItemSchema), total: z.number().int().min(0) });
export type InboxPage = z.infer<typeof inboxPageSchema>;
export const inboxCountSchema = z.object({ count: z.number().int().min(0) });

export const inboxDecisionSchema = z.object({
  kind: choice(INBOX_KINDS),
  id,
  version: z.number().int().positive(),
  outcome: choice(['approved', 'rejected'] as const),
  comment: multilineText(500).optional(),
});
export type InboxDecision = z.infer<typeof inboxDecisionSchema>;
export const inboxDecisionsSchema = z.object({ decisions: z.array(inboxDecisionSchema).min(1).max(500) });

/** What became of one decision: done (the request's status after it), or refused as the single call would be. */
export const inboxResultSchema = z.union([
  z.object({ kind: choice(INBOX_KINDS), id, ok: z.literal(true), status: z.string() }),
  z.object({ kind: choice(INBOX_KINDS), id, ok: z.literal(false), httpStatus: z.number().int(), code: z.string().optional(), message: z.string() }),
]);
export type InboxResult = z.infer<typeof inboxResultSchema>;
export const inboxResultsSchema = z.object({ results: z.array(inboxResultSchema) });
