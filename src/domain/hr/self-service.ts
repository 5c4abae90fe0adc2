import { z } from 'zod';
import { ERROR_CODES, choice, isoDate, multilineText, recordMeta, ref, timeOfDay } from '../common';
import { decisionSchema } from './decision';

/**
 * What an employee asks of others from their space (docs/domain.md, "Self-service
 * requests"), beside leave and mission requests: an attendance correction (decided like a
 * leave, by their manager), the cancellation of an approved leave (decided by its approvers);
 * a change of their private data and of their phone: ./private-change.ts.
 */
export const SELF_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type SelfRequestStatus = (typeof SELF_REQUEST_STATUSES)[number];

const breakMinutes = z
  .number({ error: ERROR_CODES.invalidType })
  .int({ error: ERROR_CODES.invalidType })
  .min(0, { error: ERROR_CODES.tooSmall })
  .max(720, { error: ERROR_CODES.tooLarge });

/** POST /app/attendance_correction: the day as it should read, and why. */
export const attendanceCorrectionInputSchema = z
  .object({
    employeeId: ref,
    date: isoDate,
    checkIn: timeOfDay,
    checkOut: timeOfDay,
    breakMinutes,
    reason: multilineText(500),
  })
  .superRefine((day, ctx) => {
    if (day.checkOut === day.checkIn) ctx.addIssue({ code: 'custom', message: ERROR_CODES.dateOrder, path: ['checkOut'] });
  });
export const attendanceCorrectionSchema = z
  .object({
    employeeId: ref,
    date: isoDate,
    checkIn: timeOfDay,
    checkOut: timeOfDay,
    breakMinutes,
    reason: z.string(),
    status: choice(SELF_REQUEST_STATUSES),
    /** The attendance record it corrected once approved (created when the day had none). */
    attendanceId: ref.optional(),
    employeeName: z.string().optional(),
  })
  .extend({ ...recordMeta.shape, ...decisionSchema.shape });
export type AttendanceCorrectionInput = z.infer<typeof attendanceCorrectionInputSchema>;
export type AttendanceCorrection = z.infer<typeof attendanceCorrectionSchema>;

/** POST /app/leave/{id}/cancellation: the requester asks to cancel an approved leave; its approvers decide. */
export const cancellationRequestInputSchema = z.object({ version: z.number().int().positive(), comment: multilineText(500) });
export type CancellationRequestInput = z.infer<typeof cancellationRequestInputSchema>;
/** On a leave, while its cancellation awaits a decision. */
export const cancellationRequestSchema = z.object({ requestedAt: z.string(), comment: z.string() });
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;
/** On a leave whose cancellation was refused: it stayed approved (the inbox's decision, docs/contract.md "Inbox"). */
export const cancellationDecisionSchema = z.object({
  outcome: z.literal('rejected'),
  decidedByName: z.string().optional(),
  decidedAt: z.string(),
  comment: z.string().optional(),
});
export type CancellationDecision = z.infer<typeof cancellationDecisionSchema>;
