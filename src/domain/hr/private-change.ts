import { z } from 'zod';
import { ERROR_CODES, choice, email, optionalMultilineText, optionalText, recordMeta, ref, text } from '../common';
import { isPhoneNumber } from '../phone';
import { decisionSchema } from './decision';
import { SELF_REQUEST_STATUSES } from './self-service';

/**
 * What an employee changes of their own record (docs/domain.md, "Self-service requests"): a
 * change of their private data (decided by HR, applied when accepted), and their phone, set
 * directly. Apart from ./self-service.ts, so that what reads a leave does not load the phone
 * numbers' rules.
 */

const phone = text(30).refine(isPhoneNumber, { error: ERROR_CODES.invalidPhone });

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
