import { ACCOUNT_PAGES } from '@/domain/notifications';

/** The sign-in form and the forgotten password's page, which lead to each other. */
export const AUTH_PATHS = {
  signIn: '/auth/login',
  passwordReset: ACCOUNT_PAGES.passwordReset,
} as const;

/** What one of these pages hands the other: the address typed, so that it is not typed twice. */
export interface HandedEmail {
  email: string;
}

/** The router state that hands `email` on (none when it is blank). */
export const handEmail = (email: string): HandedEmail | undefined => (email.trim() ? { email: email.trim() } : undefined);

/** The address a page was handed in its router state, or undefined. */
export function handedEmail(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  return typeof state.email === 'string' && state.email !== '' ? state.email : undefined;
}

/** What the OpenID provider's return hands the sign-in page or the lock screen: why it opened no session (a code the app translates). */
export interface HandedFailure {
  failure: string;
}

export const handFailure = (code: string): HandedFailure => ({ failure: code });

/** The refusal a page was handed in its router state, or undefined. */
export function handedFailure(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('failure' in state)) return undefined;
  return typeof state.failure === 'string' && state.failure !== '' ? state.failure : undefined;
}
