import { z } from 'zod';
import { ERROR_CODES, choice, compareDates, isoDate, optionalMultilineText, recordMeta, ref } from '../common';

/**
 * Approval chains (docs/domain.md, "Approval chains"): HR sets, per leave type and for
 * missions, who decides a request and in which order; a request moves step by step, any
 * rejection ends it, each step records who decided, when, for whom and with which comment.
 */

/** Who decides: the manager; the manager then HR; HR only. */
export const APPROVAL_SHAPES = ['manager', 'managerThenHr', 'hrOnly'] as const;
export type ApprovalShape = (typeof APPROVAL_SHAPES)[number];
/** A step: the requester's manager (up the org tree), that manager's own manager (N+2), HR. */
export const STEP_KINDS = ['manager', 'managerOfManager', 'hr'] as const;
export type StepKind = (typeof STEP_KINDS)[number];
export const APPROVAL_SUBJECTS = ['leave', 'mission'] as const;
export type ApprovalSubject = (typeof APPROVAL_SUBJECTS)[number];
export const STEP_OUTCOMES = ['approved', 'rejected'] as const;

const policyFields = z.object({
  subject: choice(APPROVAL_SUBJECTS),
  /** For a leave policy: the leave type it applies to (absent: every type without a policy of its own). Absent for missions. */
  leaveTypeId: ref.optional(),
  shape: choice(APPROVAL_SHAPES),
  /** "More than N days: the manager's manager too" — an extra step after the manager's when the request counts more than N days. */
  extraAboveDays: z
    .number({ error: ERROR_CODES.invalidType })
    .int({ error: ERROR_CODES.invalidType })
    .min(0, { error: ERROR_CODES.tooSmall })
    .max(366, { error: ERROR_CODES.tooLarge })
    .optional(),
});

export const approvalPolicyInputSchema = policyFields.superRefine((policy, ctx) => {
  if (policy.subject === 'mission' && policy.leaveTypeId !== undefined) {
    ctx.addIssue({ code: 'custom', message: ERROR_CODES.invalidChoice, path: ['leaveTypeId'] });
  }
});
export const approvalPolicySchema = policyFields.extend({ ...recordMeta.shape, leaveTypeName: z.string().optional() });
export type ApprovalPolicyInput = z.infer<typeof approvalPolicyInputSchema>;
export type ApprovalPolicy = z.infer<typeof approvalPolicySchema>;

/** One step of a request's chain, and its decision once made. */
export const approvalStepSchema = z.object({
  kind: choice(STEP_KINDS),
  /** The employee who decides a manager step (absent for HR, or when nobody heads the units above). */
  approverId: z.number().int().positive().optional(),
  approverName: z.string().optional(),
  outcome: choice(STEP_OUTCOMES).optional(),
  /** The account that decided, and its holder's name then. */
  decidedBy: z.number().int().positive().optional(),
  decidedByName: z.string().optional(),
  /** When a stand-in decided: the manager they stood in for ("decided by X for Y"). */
  decidedForId: z.number().int().positive().optional(),
  decidedForName: z.string().optional(),
  decidedAt: z.string().optional(),
  comment: z.string().optional(),
});
export type ApprovalStep = z.infer<typeof approvalStepSchema>;

/** A leave or mission request's chain, answered with it: its steps and the one it waits on (while it waits). */
export const requestApprovalSchema = z.object({
  steps: z.array(approvalStepSchema).optional(),
  /** The index in `steps` of the step the request waits on; absent once decided. */
  currentStep: z.number().int().min(0).optional(),
});
export type RequestApproval = z.infer<typeof requestApprovalSchema>;

const standInFields = z.object({
  /** The manager (an employee who heads a unit) who is away. */
  managerId: ref,
  /** Who decides for them meanwhile. */
  standInId: ref,
  /** The period, both days included. */
  startDate: isoDate,
  endDate: isoDate,
  comment: optionalMultilineText(500),
});

/** A stand-in (délégation): during the period the stand-in sees and decides the manager's inbox; the manager keeps the right. */
export const standInInputSchema = standInFields.superRefine((standIn, ctx) => {
  if (compareDates(standIn.endDate, standIn.startDate) < 0) {
    ctx.addIssue({ code: 'custom', message: ERROR_CODES.dateOrder, path: ['endDate'] });
  }
  if (standIn.managerId === standIn.standInId) {
    ctx.addIssue({ code: 'custom', message: ERROR_CODES.invalidChoice, path: ['standInId'] });
  }
});
export const standInSchema = standInFields.extend({
  ...recordMeta.shape,
  managerName: z.string().optional(),
  standInName: z.string().optional(),
});
export type StandInInput = z.infer<typeof standInInputSchema>;
export type StandIn = z.infer<typeof standInSchema>;
