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
