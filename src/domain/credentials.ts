// zod/mini: the sign-in page's rules are on its critical path.
import * as z from 'zod/mini';

/** Error codes the screens translate; stable across both backends. */
export const credentialErrors = {
  email: 'invalidEmail',
  password: 'passwordRequired',
  username: 'usernameRequired',
  code: 'codeRequired',
} as const;

export const signInSchema = z.object({
  email: z.email({ error: credentialErrors.email }),
  // The rule text speaks of 8 characters, letters and numbers; only "required" is enforced.
  password: z.string().check(z.minLength(1, { error: credentialErrors.password })),
});
export type SignInCredentials = z.infer<typeof signInSchema>;

export const registrationSchema = z.object({
  email: z.email({ error: credentialErrors.email }),
  username: z.string().check(z.trim(), z.minLength(1, { error: credentialErrors.username })),
  password: z.string().check(z.minLength(1, { error: credentialErrors.password })),
});
export type Registration = z.infer<typeof registrationSchema>;

/** A new password (changed, or set with a reset code): long enough to resist guessing (ASVS 2.1.1). */
export const NEW_PASSWORD_MIN_LENGTH = 12;
export const NEW_PASSWORD_MAX_LENGTH = 128;

export type NewPasswordField = 'newPassword' | 'confirmation';

/**
 * A new password typed twice: the error code of each field (translated under `validation.`),
 * empty when the two agree and the length is right.
 */
export function newPasswordErrors(newPassword: string, confirmation: string): FieldErrors<NewPasswordField> {
  if (newPassword.length < NEW_PASSWORD_MIN_LENGTH) return { newPassword: 'newPasswordTooShort' };
  if (newPassword.length > NEW_PASSWORD_MAX_LENGTH) return { newPassword: 'tooLong' };
  return newPassword === confirmation ? {} : { confirmation: 'passwordMismatch' };
}

export const ACTIVATION_CODE_LENGTH = 5;
/** The digits of a password-reset code sent by e-mail. */
export const PASSWORD_RESET_CODE_LENGTH = 8;
/** How long a reset code opens the account (ASVS 2.5.x: short-lived, used once). */
export const PASSWORD_RESET_CODE_LIFETIME_MS = 15 * 60_000;
/** A new code for the same account is sent at most this often: a request cannot flood its mailbox. */
export const PASSWORD_RESET_RESEND_MS = 60_000;

/** How long to wait before a new reset code may be sent, a code having been sent at `sentAtMs` (0: now). */
export const resetCodeResendWaitMs = (sentAtMs: number, nowMs: number): number =>
  Math.max(0, sentAtMs + PASSWORD_RESET_RESEND_MS - nowMs);

export type PasswordResetField = 'code' | NewPasswordField;

/** What the reset's second step sends: the address, the code it received, the new password. */
export interface PasswordReset {
  email: string;
  code: string;
  newPassword: string;
}

/**
 * The reset's second step: the code must be its digits, the new password typed twice as for
 * every new password. Each field's error code (translated under `validation.`).
 */
export function passwordResetErrors(code: string, newPassword: string, confirmation: string): FieldErrors<PasswordResetField> {
  const codeError = new RegExp(`^\\d{${PASSWORD_RESET_CODE_LENGTH}}$`).test(code) ? {} : { code: 'resetCodeFormat' };
  return { ...codeError, ...newPasswordErrors(newPassword, confirmation) };
}

/** The reset's first step: the account's address. */
export const passwordResetRequestSchema = z.object({ email: z.email({ error: credentialErrors.email }) });
export const ACTIVATION_ORIGIN = 'verify-account';

export const activationCodeSchema = z
  .string()
  .check(z.regex(new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`), { error: credentialErrors.code }));

export const activationRequestSchema = z.object({
  code: activationCodeSchema,
  username: z.email(),
  origin: z.literal(ACTIVATION_ORIGIN),
});
export type ActivationRequest = z.infer<typeof activationRequestSchema>;

/** Keeps only the digits of what was typed or pasted. */
export const digitsOnly = (text: string): string => text.replace(/\D+/g, '');

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What a failed parse reports, whichever zod flavour made it. */
export interface ParseFailure {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Turns a failed parse into one error code per field (the first one found). */
export function fieldErrorCodes<K extends string>(error: ParseFailure): FieldErrors<K> {
  const result: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && result[field] === undefined) result[field] = issue.message;
  }
  return result as FieldErrors<K>;
}
