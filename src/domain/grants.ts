// zod/mini: the sign-in answer carries the grants, on the sign-in page's critical path.
import * as z from 'zod/mini';

/** One role a user holds; HR administrators name their enterprises (docs/roles.md). */
export const grantSchema = z.union([
  z.object({ role: z.literal('root') }),
  z.object({ role: z.literal('hrAdmin'), enterpriseIds: z.array(z.number().check(z.int(), z.positive())) }),
  z.object({ role: z.literal('manager') }),
  z.object({ role: z.literal('employee') }),
]);
export type Grant = z.infer<typeof grantSchema>;

/** The role name accounts carried before grants existed: it grants everything. */
export const ROOT_ROLE = 'Root';

/** The grants of an account: its own, or for an account that has none, those its role name implies. */
export const grantsOf = (account: { role: string; grants?: readonly Grant[] }): Grant[] =>
  account.grants ? [...account.grants] : account.role === ROOT_ROLE ? [{ role: 'root' }] : [];

const OTHER_ROLES = new Set<string>(['hrAdmin', 'manager', 'employee']);

/** Whether a text is a role name `roleNameOf` gives: Root, 'none', or roles held, comma-separated. */
export const isRoleName = (name: string): boolean => name === ROOT_ROLE || name === 'none' || name.split(',').every((role) => OTHER_ROLES.has(role));

/** The role name an account shows beside its grants (`data.role`): Root when it holds root, else the roles it holds ('none' for none). */
export const roleNameOf = (grants: readonly Grant[]): string =>
  grants.some((grant) => grant.role === 'root') ? ROOT_ROLE : grants.map((grant) => grant.role).join(',') || 'none';
