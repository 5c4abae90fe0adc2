import type { ApprovalStep, ApprovalSubject } from '@/domain/hr/approval';
import { daysCovered, policyFor, stepKindsOf } from '@/domain/rules/approval-chain';
import type { AppContext } from '../hr/context';
import { approverFinder } from '../hr/areas/decision';
import { employeeName } from '../hr/areas/names';

/** What a chain is computed from: a leave or mission request as stored. */
export interface ChainRequest {
  employeeId: number;
  startDate: string;
  endDate: string;
  status: string;
  /** A leave's type and its counted days. */
  typeId?: number;
  days?: number;
}

/** The status in which a request of the area awaits a decision. */
export const AWAITING: Readonly<Record<ApprovalSubject, string>> = { leave: 'pending', mission: 'submitted' };

const approverStep = async (ctx: AppContext, kind: ApprovalStep['kind'], approverId: number | undefined): Promise<ApprovalStep> =>
  approverId === undefined ? { kind } : { kind, approverId, approverName: await employeeName(ctx, approverId) };

/**
 * The chain of a request as it is sent to approval (docs/domain.md, "Approval chains"): the
 * steps of its policy (its leave type's, else the leave policy without a type; the mission
 * policy; none: the manager alone). The manager step's approver is the head of the
 * requester's unit, up the org tree (`approverOf`: N+2 when they head it themselves or it has
 * no head); the manager's manager is that approver's own approver, by the same rule.
 */
export async function freshSteps(ctx: AppContext, area: ApprovalSubject, request: ChainRequest): Promise<ApprovalStep[]> {
  const policy = policyFor(await ctx.db.all('approvalPolicies'), area, area === 'leave' ? request.typeId : undefined);
  const days = area === 'leave' ? (request.days ?? 0) : daysCovered(request.startDate, request.endDate);
  const approverOn = approverFinder(ctx);
  const manager = await approverOn(request.employeeId, request.startDate);
  const above = manager === undefined ? undefined : await approverOn(manager, request.startDate);
  const steps: ApprovalStep[] = [];
  for (const kind of stepKindsOf(policy, days)) {
    if (kind === 'hr') steps.push({ kind });
    else if (kind === 'manager') steps.push(await approverStep(ctx, kind, manager));
    else steps.push(await approverStep(ctx, kind, above === request.employeeId ? undefined : above));
  }
  return steps;
}
