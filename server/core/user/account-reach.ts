import { grantsOf, type Grant } from '@/domain/grants';
import type { Action } from '@/domain/permissions';
import type { StoredUser } from '@server/core/storage/users';
import { covers, scopeOf, type Scope } from '../access/scope';
import { forbidden } from '../access/permission';
import type { AppContext } from '../hr/context';
import { fieldError, type FieldErrors } from '../hr/errors';
import { ERROR_CODES } from '@/domain/common';
import type { Session } from '../ports';

/** What the rules on who manages an account read of it: its grants and its employee. */
export interface AccountFacts {
  grants: readonly Grant[];
  employeeId: number | undefined;
}

export const factsOf = (user: StoredUser): AccountFacts => ({ grants: grantsOf(user), employeeId: user.employee?.id });

/**
 * Whether a scope of `users` may give the grant: anything everywhere (Root); else never
 * root, hrAdmin over the scope's enterprises only, manager and employee.
 */
const grantable = (grant: Grant, scope: Scope) =>
  scope.all || (grant.role === 'hrAdmin' ? grant.enterpriseIds.every((id) => scope.enterprises.has(id)) : grant.role !== 'root');

/**
 * Why the session may not `action` this account (docs/roles.md), by field, or nothing: its
 * employee must be within the session's reach of `users` (an HR administrator's enterprises),
 * and, to change it, every grant it holds one the session may give.
 */
export async function accountRefusals(session: Session, account: AccountFacts, action: Action, ctx: AppContext): Promise<FieldErrors> {
  const scope = await scopeOf(session, 'users', action, ctx);
  const errors: FieldErrors = {};
  if (!covers(scope, 'people', account.employeeId)) errors.employeeId = fieldError(ERROR_CODES.forbidden);
  if (action !== 'read' && !account.grants.every((grant) => grantable(grant, scope))) errors.grants = fieldError(ERROR_CODES.forbidden);
  return errors;
}

/** Throws the 403 when the session may not `action` the account (a change: what it is, and what it becomes). */
export async function checkAccountReach(session: Session, accounts: readonly AccountFacts[], action: Action, ctx: AppContext) {
  for (const account of accounts) {
    const errors = await accountRefusals(session, account, action, ctx);
    if (Object.keys(errors).length > 0) throw forbidden(errors);
  }
}

/** Whether the account is the session's own (always open to it) or within its reach of `users` read. */
export const seesAccount = async (session: Session, user: StoredUser, ctx: AppContext) =>
  user.id === session.userId || Object.keys(await accountRefusals(session, factsOf(user), 'read', ctx)).length === 0;
