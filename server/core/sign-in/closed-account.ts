// A module of its own: the sign-in does not load the exit's schemas.
import { accountClosed, accountClosesOn } from '@/domain/rules/account-closing';
import type { StoredUser } from '@server/core/storage/users';
import type { AppBackend } from '../hr/backend';
import { errorResponse } from '../http';

/**
 * The day the account of someone who has left closed, when it has: the day after their
 * linked employee's exit date (docs/domain.md, "Exits"). On the exit day they still sign in.
 */
export async function closedSince(user: StoredUser, backend: () => Promise<AppBackend>): Promise<string | undefined> {
  if (!user.employee) return undefined;
  const { ctx } = await backend();
  const employee = await ctx.db.get('employees', user.employee.id);
  return employee?.exitDate !== undefined && accountClosed(employee.exitDate, ctx.clock.today()) ? accountClosesOn(employee.exitDate) : undefined;
}

/** The password form's refusal of a closed account. */
export const accountClosedResponse = (since: string) =>
  errorResponse(400, `Votre compte est fermé depuis le ${since.split('-').reverse().join('/')}, lendemain de votre départ.`, {
    code: 'auth.accountClosed',
    params: { date: since },
  });
