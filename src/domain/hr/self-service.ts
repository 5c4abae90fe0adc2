import { z } from 'zod';
import { ERROR_CODES, choice, email, isoDate, multilineText, optionalMultilineText, optionalText, recordMeta, ref, text, timeOfDay } from '../common';
import { isPhoneNumber } from '../phone';
import { decisionSchema } from './decision';

/**
 * What an employee asks of others from their space (docs/domain.md, "Self-service
 * requests"), beside leave and mission requests: an attendance correction (decided like a
 * leave, by their manager), a change of their private data (decided by HR, applied when
 * accepted), the cancellation of an approved leave (decided by its approvers).
 */
export const SELF_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type SelfRequestStatus = (typeof SELF_REQUEST_STATUSES)[number];

const phone = text(30).refine(isPhoneNumber, { error: ERROR_CODES.invalidPhone });
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

/** The fields of one's record a private-data change asks for (HR applies them when it accepts). */
export const PRIVATE_CHANGE_FIELDS = ['personalEmail', 'address', 'emergencyContactName', 'emergencyContactPhone'] as const;
export type PrivateChangeField = (typeof PRIVATE_CHANGE_FIELDS)[number];

/** POST /app/private_change: the new values of some of the fields (an empty one clears it). */
export const privateChangeInputSchema = z.object({
  employeeId: ref,
  personalEmail: email.optional(),
  address: optionalMultilineText(200),
  emergencyContactName: optionalText(120),
  emergencyContactPhone: optionalText(30).refine((value) => value === undefined || isPhoneNumber(value), {
    error: ERROR_CODES.invalidPhone,
  }),
  /** Which of the fields it changes: a field named here and left absent is cleared. */
  fields: z.array(choice(PRIVATE_CHANGE_FIELDS)).min(1, { error: ERROR_CODES.required }),
});
export const privateChangeSchema = privateChangeInputSchema
  .extend({ status: choice(SELF_REQUEST_STATUSES), employeeName: z.string().optional() })
  .extend({ ...recordMeta.shape, ...decisionSchema.shape });
export type PrivateChangeInput = z.infer<typeof privateChangeInputSchema>;
export type PrivateChange = z.infer<typeof privateChangeSchema>;

/** PUT /app/my/contact: what an employee changes on their record directly (not private). */
export const contactChangeSchema = z.object({ phone, version: z.number().int().positive() });
export type ContactChange = z.infer<typeof contactChangeSchema>;

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
