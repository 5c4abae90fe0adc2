import { grantsOf } from '@/domain/grants';
import type { Session } from '../ports';
import type { StoredUser } from '../storage/users';

/** The session an account opens: who it is, the employee it is linked to, and its grants (docs/roles.md). */
export const sessionOf = (
  user: Pick<StoredUser, 'id' | 'firstName' | 'lastName' | 'role' | 'grants' | 'employee' | 'mustChangePassword'>,
): Session => ({
  userId: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  grants: grantsOf(user),
  ...(user.employee ? { employeeId: user.employee.id } : {}),
  // A password the server issued must be changed before anything else (docs/server.md).
  ...(user.mustChangePassword ? { mustChangePassword: true as const } : {}),
});
