import type { ApprovalStep } from '@/domain/hr/approval';
import { periodHolds } from '@/domain/rules/approval-chain';
import { sessionOf } from '../access/session';
import { covers, scopeOfReaches } from '../access/scope';
import { AWAITING, freshSteps } from '../approval/steps';
import type { AppContext } from '../hr/context';
import { awaitsDecisionOf } from '../inbox/awaiting';
import type { Session } from '../ports';
import type { StoredUser } from '../storage/users';
import type { Notice } from './events';

/** Who is told of a notice: the deciders of a request awaiting, the requester of one decided. */
export type RecipientsOf = (notice: Notice) => Promise<StoredUser[]>;

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

/** How widely a session decides a request: 0 as its manager (or their stand-in), 1 as HR of its enterprises, 2 everyone's (Root). */
async function breadth(ctx: AppContext, session: Session, notice: Notice): Promise<number> {
  if (covers(await scopeOfReaches(session, notice.area, 'decide', ctx, ['all']), 'people', notice.row.employeeId)) return 2;
  return covers(await scopeOfReaches(session, notice.area, 'decide', ctx, ['enterprises']), 'people', notice.row.employeeId) ? 1 : 0;
}

/** The step a leave or mission awaiting a decision waits on: its chain's, or for one sent before chains, the first it would get. */
async function stepOf(ctx: AppContext, notice: Notice): Promise<ApprovalStep | undefined> {
  const { row, area } = notice;
  if (row.steps) return row.steps[row.currentStep ?? 0];
  if ((area !== 'leave' && area !== 'mission') || notice.kind === 'leaveCancellation' || row.status !== AWAITING[area] || !row.startDate || !row.endDate) return undefined;
  return (await freshSteps(ctx, area, { ...row, startDate: row.startDate, endDate: row.endDate }))[0];
}

/**
 * Who decides a request now, and who filed it (docs/domain.md, "Notifications"), over the
 * accounts read once: the approver of a chain's step and their stand-ins today; else (an `hr`
 * step, a step nobody heads, a request without chain) those it waits on (`awaitsDecisionOf`,
 * the inbox's rule) who decide it most closely — its manager and their stand-in before HR, HR
 * before Root. Each account's session (and so its scopes) is made once for every notice.
 */
export async function recipientsFinder(ctx: AppContext, accounts: readonly StoredUser[]): Promise<RecipientsOf> {
  const standIns = await standInsToday(ctx);
  const standing = new Set([...standIns.values()].flat());
  const candidates = accounts
    .filter((account) => account.active && (sessionOf(account).grants.some((grant) => grant.role !== 'employee') || (account.employee !== null && standing.has(account.employee.id))))
    .map((account) => ({ account, session: sessionOf(account) }));

  const byReach = async (notice: Notice) => {
    const ranked: { account: StoredUser; rank: number }[] = [];
    for (const { account, session } of candidates) {
      if ((await awaitsDecisionOf(ctx, session, notice.area, notice.row)).may) ranked.push({ account, rank: await breadth(ctx, session, notice) });
    }
    const closest = Math.min(...ranked.map(({ rank }) => rank));
    return ranked.filter(({ rank }) => rank === closest).map(({ account }) => account);
  };

  return async (notice) => {
    if (notice.event === 'decided') return linkedTo(accounts, new Set([notice.row.employeeId]));
    const step = await stepOf(ctx, notice);
    if (step && step.kind !== 'hr' && step.approverId !== undefined) return linkedTo(accounts, new Set([step.approverId, ...(standIns.get(step.approverId) ?? [])]));
    return byReach(notice);
  };
}
