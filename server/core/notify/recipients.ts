import { periodHolds } from '@/domain/rules/approval-chain';
import { sessionOf } from '../access/session';
import { covers, scopeOfReaches } from '../access/scope';
import type { AppContext } from '../hr/context';
import { awaitsDecisionOf } from '../inbox/awaiting';
import type { StoredUser } from '../storage/users';
import type { Notice } from './events';

/** The active accounts linked to one of the employees. */
const linkedTo = (accounts: readonly StoredUser[], employeeIds: ReadonlySet<number>) =>
  accounts.filter((account) => account.active && account.employee !== null && employeeIds.has(account.employee.id));

/** The managers' stand-ins today: whom they stand in for → who. */
async function standInsToday(ctx: AppContext): Promise<Map<number, number[]>> {
  const today = ctx.clock.today();
  const byManager = new Map<number, number[]>();
  for (const row of await ctx.db.all('standIns')) {
    if (periodHolds(row, today)) byManager.set(row.managerId, [...(byManager.get(row.managerId) ?? []), row.standInId]);
  }
  return byManager;
}

/** How widely an account decides a request: 0 as its manager (or their stand-in), 1 as HR of its enterprises, 2 everyone's (Root). */
async function breadth(ctx: AppContext, account: StoredUser, notice: Notice): Promise<number> {
  const session = sessionOf(account);
  if (covers(await scopeOfReaches(session, notice.area, 'decide', ctx, ['all']), 'people', notice.row.employeeId)) return 2;
  return covers(await scopeOfReaches(session, notice.area, 'decide', ctx, ['enterprises']), 'people', notice.row.employeeId) ? 1 : 0;
}

/**
 * Who decides a request now (docs/domain.md, "Notifications"): the approver of a chain's step
 * and their stand-ins today; else (an `hr` step, a step nobody heads, a request without chain)
 * those it waits on (`awaitsDecisionOf`, the inbox's rule) who decide it most closely — its
 * manager and their stand-in before HR, HR before Root.
 */
async function deciders(ctx: AppContext, accounts: readonly StoredUser[], notice: Notice): Promise<StoredUser[]> {
  const standIns = await standInsToday(ctx);
  const step = notice.row.steps?.[notice.row.currentStep ?? 0];
  if (step && step.kind !== 'hr' && step.approverId !== undefined) {
    return linkedTo(accounts, new Set([step.approverId, ...(standIns.get(step.approverId) ?? [])]));
  }
  const standing = new Set([...standIns.values()].flat());
  const candidates = accounts.filter(
    (account) =>
      account.active &&
      (sessionOf(account).grants.some((grant) => grant.role !== 'employee') || (account.employee !== null && standing.has(account.employee.id))),
  );
  const ranked: { account: StoredUser; rank: number }[] = [];
  for (const account of candidates) {
    if ((await awaitsDecisionOf(ctx, sessionOf(account), notice.area, notice.row)).may) ranked.push({ account, rank: await breadth(ctx, account, notice) });
  }
  const closest = Math.min(...ranked.map(({ rank }) => rank));
  return ranked.filter(({ rank }) => rank === closest).map(({ account }) => account);
}

/** Who is told of the notice: the deciders of a request awaiting, the requester of one decided. */
export function recipientsOf(ctx: AppContext, accounts: readonly StoredUser[], notice: Notice): Promise<StoredUser[]> {
  if (notice.event === 'decided') return Promise.resolve(linkedTo(accounts, new Set([notice.row.employeeId])));
  return deciders(ctx, accounts, notice);
}
