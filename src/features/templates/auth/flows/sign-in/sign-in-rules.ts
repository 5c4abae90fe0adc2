import * as z from 'zod/mini';
import { credentialErrors, signInSchema } from '@/domain/credentials';
import { phoneNumber } from '@/domain/phone-number';

/** How a sign-in pane identifies the user. */
export type SignInKind = 'email' | 'phone';

/**
 * The rules of each pane; both give the identifier as `email`, the field the backend
 * reads. A wrong phone number gets the email's message.
 */
export const SIGN_IN_RULES = {
  email: signInSchema,
  phone: z.object({ email: phoneNumber(credentialErrors.email), password: signInSchema.shape.password }),
} satisfies Record<SignInKind, unknown>;
