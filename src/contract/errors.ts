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
 * Every refusal's body. `message` says what to do; `errors` names the fields of a refused
 * write; `code` and `params` let the app translate a refusal that names no field.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  errors: z.record(z.string(), fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Which status carries which refusal. */
export const ERROR_STATUSES = {
  /** The input or the query is wrong: `errors` names the fields. */
  invalid: 400,
  /** No session, or an expired one: the app signs out. */
  unauthorised: 401,
  /** Signed in, but not allowed to do this. */
  forbidden: 403,
  /** No record has this id (or it was deleted). */
  notFound: 404,
  /** Another record stands in the way (duplicate, overlap, still referred to) or the version quoted was replaced. */
  conflict: 409,
} as const;
