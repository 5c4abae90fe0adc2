import { z } from 'zod';
import { ERROR_CODES, choice, compareDates, isoDate, multilineText, optionalMultilineText, recordMeta, ref } from '../common';
import { decisionSchema } from './decision';
import { cancellationDecisionSchema, cancellationRequestSchema } from './self-service';
import { requestApprovalSchema } from './approval';

export const DAY_COUNTS = ['ouvrés', 'ouvrables'] as const;
export type DayCount = (typeof DAY_COUNTS)[number];
export const HALVES = ['morning', 'afternoon'] as const;
export type Half = (typeof HALVES)[number];
export const LEAVE_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** Type de congé: congés payés, RTT, maladie, ... */
export const leaveTypeSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  paid: z.boolean(),
  countsAs: choice(DAY_COUNTS),
  deductsFromBalance: z.boolean(),
});
export type LeaveType = z.infer<typeof leaveTypeSchema>;

/** The legal moves of a request (docs/domain.md): draft → pending → approved | rejected; approved or pending → cancelled. */
export const LEAVE_TRANSITIONS: Record<LeaveStatus, readonly LeaveStatus[]> = {
  draft: ['pending', 'cancelled'],
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['cancelled'],
  rejected: [],
  cancelled: [],
};

export const canMoveLeave = (from: LeaveStatus, to: LeaveStatus): boolean => LEAVE_TRANSITIONS[from].includes(to);

/** A request is created as a draft or submitted; from then on it moves only along LEAVE_TRANSITIONS. */
export const LEAVE_INITIAL_STATUSES: readonly LeaveStatus[] = ['draft', 'pending'];
/** Statuses reached by someone's decision, recorded with who made it, when and their comment. */
export const LEAVE_DECIDED_STATUSES: readonly LeaveStatus[] = ['approved', 'rejected', 'cancelled'];
/** Statuses that await a decision: a decision recorded earlier is cleared when the request comes back to one. */
export const LEAVE_UNDECIDED_STATUSES: readonly LeaveStatus[] = ['draft', 'pending'];
/** Statuses that hold their days (rejected and cancelled requests free them). */
export const LEAVE_HOLDING_STATUSES: readonly LeaveStatus[] = ['draft', 'pending', 'approved'];

const leaveFields = z.object({
  employeeId: ref,
  typeId: ref,
  startDate: isoDate,
  /** The request starts in the morning (whole first day) or the afternoon (half). */
  startHalf: choice(HALVES),
  endDate: isoDate,
  /** The request ends in the morning (half last day) or the afternoon (whole). */
  endHalf: choice(HALVES),
  reason: optionalMultilineText(500),
  status: choice(LEAVE_STATUSES),
  comment: optionalMultilineText(500),
});

/** Congé: the day count is never typed; the backend computes it. */
export const leaveInputSchema = leaveFields.superRefine((leave, ctx) => {
  const order = compareDates(leave.endDate, leave.startDate);
  if (order < 0 || (order === 0 && leave.startHalf === 'afternoon' && leave.endHalf === 'morning')) {
    ctx.addIssue({ code: 'custom', message: ERROR_CODES.dateOrder, path: ['endDate'] });
  }
});
export const leaveSchema = leaveFields.extend({
  ...recordMeta.shape,
  days: z.number().min(0),
  ...decisionSchema.shape,
  /** Its requester asked to cancel it (approved): the decision waits in the approvers' inbox. */
  cancellationRequest: cancellationRequestSchema.optional(),
  /** The cancellation asked was refused: the leave stayed approved. */
  cancellationDecision: cancellationDecisionSchema.optional(),
  /** Its approval chain (docs/domain.md, "Approval chains"), recorded once it awaits a decision. */
  ...requestApprovalSchema.shape,
});
export type LeaveInput = z.infer<typeof leaveInputSchema>;
export type Leave = z.infer<typeof leaveSchema>;

/** A decision on a request: approve, reject or cancel, with a comment. */
export const leaveDecisionSchema = z.object({
  status: choice(['approved', 'rejected', 'cancelled'] as const),
  comment: multilineText(500).optional(),
});
