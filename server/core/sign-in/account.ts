import { grantsOf, roleNameOf, type Grant } from '@/domain/grants';
import type { StoredUser } from '@server/core/storage/users';
import { writeAccounts } from '../audit/acting';
import { newActivation } from '../credentials';
import { employeeArea } from '../hr/areas/employee';
import type { AppBackend } from '../hr/backend';
import type { BackendPorts, OidcClaims, OidcPort } from '../ports';
import { duplicateErrors } from '../user/account-input';
import { employeeNames } from '../user/accounts';
import { linkedEmployee } from '../user/linked-employee';
import { closedSince } from './closed-account';

/** Why a person the OpenID provider vouched for opens no session (the app translates each). */
export type OidcRefusal =
  | 'auth.oidc.noEmail'
  | 'auth.oidc.unverifiedEmail'
  | 'auth.oidc.unknownAccount'
  | 'auth.oidc.noEmployee'
  | 'auth.oidc.inactiveAccount'
  | 'auth.oidc.accountClosed';

/** The grants of an account made at a first sign-in (OIDC_CREATE_ACCOUNTS=true). */
const CREATED_GRANTS: Grant[] = [{ role: 'employee' }];

/** Whether an account holds Root: the one the password form still signs in when PASSWORD_SIGN_IN=false. */
export const holdsRoot = (user: StoredUser): boolean => grantsOf(user).some((grant) => grant.role === 'root');

/**
 * The address the claims vouch for: the configured claim's. The `email` claim counts only
 * with `email_verified: true`; another claim (a directory's `upn`) is the provider's own,
 * which the person cannot set (docs/sso.md).
 */
export function verifiedAddress(claims: OidcClaims, emailClaim: string): { email: string } | { refusal: OidcRefusal } {
  const value = claims[emailClaim];
  if (typeof value !== 'string' || !value.includes('@')) return { refusal: 'auth.oidc.noEmail' };
  if (emailClaim === 'email' && claims.email_verified !== true) return { refusal: 'auth.oidc.unverifiedEmail' };
  return { email: value.trim() };
}

/**
 * The account a sign-in at the OpenID provider opens: the one of the verified address. An
 * unknown address opens none, unless `createAccounts`: then an employee account is made,
 * linked to the one employee whose work e-mail it is (none, or an account already linked
 * to that employee under another address: refused).
 */
export async function accountOfClaims(
  claims: OidcClaims,
  oidc: Pick<OidcPort, 'emailClaim' | 'createAccounts'>,
  { users, passwords }: Pick<BackendPorts, 'users' | 'passwords'>,
  backend: () => Promise<AppBackend>,
): Promise<{ user: StoredUser } | { refusal: OidcRefusal }> {
  const address = verifiedAddress(claims, oidc.emailClaim);
  if ('refusal' in address) return address;
  const known = await users.byEmail(address.email);
  if (known && !known.active) return { refusal: 'auth.oidc.inactiveAccount' };
  if (known) return (await closedSince(known, backend)) ? { refusal: 'auth.oidc.accountClosed' } : { user: known };
  if (!oidc.createAccounts) return { refusal: 'auth.oidc.unknownAccount' };

  const { ctx } = await backend();
  const [employeeId, ...others] = await ctx.db.withUniqueKey(ctx.view(employeeArea), 'workEmail', address.email.toLowerCase());
  const employee = employeeId === undefined || others.length > 0 ? undefined : await linkedEmployee(ctx, employeeId);
  if (!employee) return { refusal: 'auth.oidc.noEmployee' };
  const accounts = await users.all();
  const taken = Object.keys(duplicateErrors({ email: address.email, username: address.email }, accounts)).length > 0;
  if (taken || accounts.some((account) => account.employee?.id === employee.id)) return { refusal: 'auth.oidc.unknownAccount' };

  // A password nobody knows: the account signs in at the provider (or after a reset by its holder).
  const unknowable = crypto.getRandomValues(new Uint8Array(32)).reduce((text, byte) => text + byte.toString(16).padStart(2, '0'), '');
  const account = {
    email: address.email,
    username: address.email,
    password: await passwords.hash(unknowable),
    ...employeeNames(employee),
    role: roleNameOf(CREATED_GRANTS),
    grants: CREATED_GRANTS,
    employee,
    active: true,
  };
  const activation = await newActivation(passwords);
  // Nobody is signed in yet: the account signs its own creation, as a registration does.
  const user = await writeAccounts(users, backend, 'holder', (tx) => tx.add(account, activation));
  return { user };
}
