import { ROOT_ROLE } from './grants';
import type { SessionUser } from './user';

export { ROOT_ROLE };

export const hasRootRole = (user: SessionUser | null): user is SessionUser =>
  user !== null && user.data.role === ROOT_ROLE;
