import { z } from 'zod';

/**
 * A field's refusal: a stable code the app translates (`validation.{code}`) and a French
 * message for a caller without translations.
 */
export const fieldErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** What the message names (dates as YYYY-MM-DD, amounts in cents, the other record), for the screens' own words. */
  params: z.record(z.string(), z.string()).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Refusals by field path (`members.0.employeeId`), one per field. */
export type FieldErrors = Record<string, FieldError>;

/**
 * Every refusal's body (docs/contract.md says which status carries which). `message` says what to do; `errors` names the fields of a refused
 * write; `code` and `params` let the app translate a refusal that names no field.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  errors: z.record(z.string(), fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
