import { ERROR_CODES } from '@/domain/common';
import { may, type Action, type Resource } from '@/domain/permissions';
import { HttpFailure, type FieldErrors } from '../hr/errors';
import { FRENCH_MESSAGES } from '../hr/messages-fr';
import type { RouteCall } from '../http';
import type { Session } from '../ports';

/** An action on a resource, allowed when one of the session's grants allows it somewhere (src/domain/permissions.ts). */
export interface Need {
  resource: Resource;
  action: Action;
}

/** What a route is open to: every signed-in account (its own account, photo, the sign-out…). */
export const SIGNED_IN = 'signedIn';

/** One need, any of several, or none but being signed in. */
export type Needed = Need | readonly Need[] | typeof SIGNED_IN;

/** A signed-in call: what a permission that depends on the call reads. */
export type SignedInCall = RouteCall & { session: Session };

/**
 * What a bearer route needs, declared beside it: the dispatcher answers 403 before the
 * handler when no grant allows it. A function of the call when it depends on it (one's own
 * account or photo is open to all, another's needs `users` or `employee`).
 */
export type Permission = Needed | ((call: SignedInCall) => Needed | Promise<Needed>);

export const need = (resource: Resource, action: Action): Need => ({ resource, action });

/** The refusal of an action the account's grants do not allow (403, code `forbidden`), with the fields at fault when some are. */
export const forbidden = (errors?: FieldErrors) => new HttpFailure(403, FRENCH_MESSAGES.forbidden, errors, ERROR_CODES.forbidden);

/** Whether the session's grants allow what the route needs for this call. */
export async function allowed(permission: Permission, call: SignedInCall): Promise<boolean> {
  const needed = typeof permission === 'function' ? await permission(call) : permission;
  if (needed === SIGNED_IN) return true;
  const needs: readonly Need[] = Array.isArray(needed) ? needed : [needed];
  return needs.some(({ resource, action }) => may(call.session.grants, resource, action));
}

/** The session of a bearer route's call (the dispatcher answered 401 without one). */
export function actorOf(session: Session | undefined): Session {
  if (!session) throw new Error('A bearer route was called without a session');
  return session;
}
