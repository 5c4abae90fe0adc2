import type { FieldError as ContractFieldError } from '@/contract/errors';
import { json } from '../http';
import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '@/domain/common';
import { GENERAL_MESSAGES, frenchMessage } from './messages-fr';

/** The contract's field error, its code one the backend knows. */
export interface FieldError extends ContractFieldError {
  code: ErrorCode;
}
/** Errors by field path (`members.0.employeeId`); one per field, the first found. */
export type FieldErrors = Record<string, FieldError>;

/** A field's error; `params` fill in its message and go with it to the screens. */
export const fieldError = (code: ErrorCode, params?: Record<string, string | number>): FieldError => ({
  code,
  message: frenchMessage(code, params),
  ...(params ? { params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])) } : {}),
});

/** A refusal: thrown anywhere in a handler (also inside a transaction, which it undoes). */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** A stable code the screens translate (`apiErrors.{code}`), when the refusal has no field. */
    readonly code?: ErrorCode,
    /** What the message names, for the screens' own words (`apiErrors.{code}` with these). */
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * A write quotes the version it read: none is 400 on `version`, a replaced one 409, so
 * that nobody's edit is silently lost.
 */
export function checkVersion(quoted: unknown, current: number): asserts quoted is number {
  if (typeof quoted !== 'number') throw invalid({ version: fieldError(ERROR_CODES.required) });
  if (quoted !== current) throw new HttpFailure(409, GENERAL_MESSAGES.stale);
}

/** Conflicts with other records are 409 (docs/architecture.md); everything else wrong in the input is 400. */
const CONFLICT_CODES: readonly ErrorCode[] = [ERROR_CODES.duplicate, ERROR_CODES.duplicateDay, ERROR_CODES.overlap];

export function invalid(errors: FieldErrors): HttpFailure {
  const all = Object.values(errors);
  const conflict = all.length > 0 && all.every((error) => CONFLICT_CODES.includes(error.code));
  // One error: its own message says best what to do.
  const message = all.length === 1 ? all[0].message : GENERAL_MESSAGES.invalid;
  return new HttpFailure(conflict ? 409 : 400, message, errors);
}

/** Adds the errors of `more` for the fields that have none yet. */
export function mergeErrors(into: FieldErrors, more: FieldErrors | undefined): FieldErrors {
  for (const [field, error] of Object.entries(more ?? {})) if (!into[field]) into[field] = error;
  return into;
}

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));
const isErrorCode = (text: string): text is ErrorCode => KNOWN_CODES.has(text);

/** The value at a path of the input (undefined when the path leads nowhere). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The stable code of a zod issue: the schemas in src/domain put it as the message. An
 * absent value (null counts as absent) is `required`, one of the wrong type `invalidType`,
 * whatever the schema's message says.
 */
function codeOf(issue: z.core.$ZodIssue, input: unknown): ErrorCode {
  if (issue.code === 'invalid_type' || issue.code === 'invalid_value') {
    const value = valueAt(input, issue.path);
    if (value === undefined || value === null) return ERROR_CODES.required;
    if (issue.code === 'invalid_type') return ERROR_CODES.invalidType;
  }
  if (isErrorCode(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? ERROR_CODES.tooLong : ERROR_CODES.tooLarge;
    case 'too_small':
      return issue.origin === 'string' ? ERROR_CODES.tooShort : ERROR_CODES.tooSmall;
    case 'invalid_value':
      return ERROR_CODES.invalidChoice;
    default:
      return ERROR_CODES.invalidType;
  }
}

/** A zod schema, classic or mini: all the backend needs of one. */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly z.core.$ZodIssue[] } };
}

/** One error per field path, from a failed parse of `input`. */
export function zodFieldErrors(error: { issues: readonly z.core.$ZodIssue[] }, input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (!errors[field]) errors[field] = fieldError(codeOf(issue, input));
  }
  return errors;
}

/** Parses a value with a schema, or throws the 400 naming each wrong field. */
export function parseOrThrow<T>(schema: Schema<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(zodFieldErrors(result.error, value));
  return result.data;
}

export function failureResponse(failure: HttpFailure) {
  const body = {
    message: failure.message,
    ...(failure.code ? { code: failure.code } : {}),
    ...(failure.params ? { params: failure.params } : {}),
    ...(failure.errors ? { errors: failure.errors } : {}),
  };
  return json(body, { status: failure.status });
}
