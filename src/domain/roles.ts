import type { SessionUser } from './user';

/** The only role there is; the main area is reserved to it. */
export const ROOT_ROLE = 'Root';

export const hasRootRole = (user: SessionUser | null): user is SessionUser =>
  user !== null && user.data.role === ROOT_ROLE;
