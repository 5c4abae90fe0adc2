import * as z from 'zod/mini';
import { registrationSchema } from '@/domain/credentials';
import { phoneNumber } from '@/domain/phone-number';

/** How a sign-up pane identifies the new account. */
export type SignUpKind = 'email' | 'phone';

export const SIGN_UP_RULES = {
  email: registrationSchema,
  // The backend registers by email only: this pane checks what it can and registers nothing.
  phone: z.object({
    phone: phoneNumber('invalidPhone'),
    username: registrationSchema.shape.username,
    password: registrationSchema.shape.password,
  }),
} satisfies Record<SignUpKind, unknown>;

export type SignUpField = 'email' | 'phone' | 'username' | 'password';

/** The translation of an error code; the boxed frame speaks of an "Email ID". */
export function signUpMessageKey(code: string, boxed: boolean): string {
  if (code === 'invalidPhone') return 'templates.signUp.invalidPhone';
  if (code === 'invalidEmail' && boxed) return 'templates.signUp.invalidEmailId';
  return `validation.${code}`;
}
