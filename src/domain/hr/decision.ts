import { z } from 'zod';

/**
 * A decision on a request (a leave, a mission order): who made it, when, and the comment they
 * gave. Recorded by the backend when the request reaches a decided status, kept while it
 * moves on from there, cleared when it goes back to approval (docs/domain.md).
 */
export const decisionSchema = z.object({
  /** The account that decided (absent on the demo data's decisions: nobody signed in made them). */
  decidedBy: z.number().int().positive().optional(),
  /** Its holder's name then. */
  decidedByName: z.string().optional(),
  decidedAt: z.string().optional(),
  /** The comment given with the decision, as it was then. */
  decisionComment: z.string().optional(),
});
export type Decision = z.infer<typeof decisionSchema>;

/** Who will decide a request awaiting a decision: the head of the requester's unit, up the tree (`approverOf`). */
export const approverSchema = z.object({
  approverId: z.number().int().positive().optional(),
  approverName: z.string().optional(),
});
