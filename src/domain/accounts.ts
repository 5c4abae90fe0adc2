import * as z from 'zod/mini';
import { grantSchema, grantsOf, roleNameOf, type Grant } from './grants';

const positiveInt = z.number().check(z.int(), z.positive());

/**
 * An account as the users' screen lists it (GET /users): who it is, the employee it is linked
 * to and what it may do. An answer that leaves out the grants or the link (an account from
 * before them) reads as the grants its role name implies and no link.
 */
export const userAccountSchema = z.pipe(
  z.object({
    id: positiveInt,
    email: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    grants: z.optional(z.array(grantSchema)),
    employeeId: z.optional(z.nullable(positiveInt)),
    active: z.optional(z.boolean()),
    version: positiveInt,
  }),
  z.transform((account) => ({ ...account, grants: grantsOf(account), employeeId: account.employeeId ?? null, active: account.active ?? true })),
);
export type UserAccount = z.output<typeof userAccountSchema>;
export const userAccountsSchema = z.array(userAccountSchema);

/** What the users' form sends (POST user, PUT user/{id}): the password only to set one. */
export interface UserAccountInput {
  email: string;
  username: string;
  password?: string;
  employeeId?: number;
  grants: Grant[];
  /** The role name accounts carried before grants: Root for a root grant, else the roles held. */
  role: string;
}

/** The role name that goes with grants, for the backends that still read one. */
export { roleNameOf };

/**
 * The roles a user may give (docs/roles.md): Root gives any; an HR administrator gives the
 * roles of their enterprises, never Root.
 */
export function grantableRoles(grants: readonly Grant[]): Grant['role'][] {
  if (grants.some((grant) => grant.role === 'root')) return ['root', 'hrAdmin', 'manager', 'employee'];
  return grants.some((grant) => grant.role === 'hrAdmin') ? ['hrAdmin', 'manager', 'employee'] : [];
}

/** The enterprises a user may name in an HR administrator's grant: all for Root, else their own. */
export function grantableEnterprises(grants: readonly Grant[], all: readonly number[]): number[] {
  if (grants.some((grant) => grant.role === 'root')) return [...all];
  const own = new Set(grants.flatMap((grant) => (grant.role === 'hrAdmin' ? grant.enterpriseIds : [])));
  return all.filter((id) => own.has(id));
}

/** What is wrong with the grants given to an account, as an error code: none, or an HR administrator of no enterprise. */
export function grantsProblem(grants: readonly Grant[]): 'noRole' | 'noEnterprise' | null {
  if (grants.length === 0) return 'noRole';
  return grants.some((grant) => grant.role === 'hrAdmin' && grant.enterpriseIds.length === 0) ? 'noEnterprise' : null;
}
