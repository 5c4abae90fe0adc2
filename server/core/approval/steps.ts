import type { ApprovalPolicy, ApprovalStep, ApprovalSubject } from '@/domain/hr/approval';
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

/**
 * What working out chains reads — the policies, a requester's approver on a day, an approver's
 * name — each read once however many requests share it (an inbox works out hundreds).
 */
export interface ChainReads {
  policies(): Promise<ApprovalPolicy[]>;
  approverOn(employeeId: number, date: string): Promise<number | undefined>;
  nameOf(employeeId: number): Promise<string | undefined>;
}

const once = <K, V>(kept: Map<K, Promise<V>>, key: K, read: () => Promise<V>) => {
  let value = kept.get(key);
  if (!value) kept.set(key, (value = read()));
  return value;
};

/** Fresh reads for chains: to be kept no longer than one request (the tables change between). */
export function chainReads(ctx: AppContext): ChainReads {
  let policies: Promise<ApprovalPolicy[]> | undefined;
  const approvers = new Map<string, Promise<number | undefined>>();
  const names = new Map<number, Promise<string | undefined>>();
  const approverOn = approverFinder(ctx);
  return {
    policies: () => (policies ??= ctx.db.all('approvalPolicies')),
    approverOn: (employeeId, date) => once(approvers, `${employeeId}@${date}`, () => approverOn(employeeId, date)),
    nameOf: (employeeId) => once(names, employeeId, () => employeeName(ctx, employeeId)),
  };
}

const approverStep = async (reads: ChainReads, kind: ApprovalStep['kind'], approverId: number | undefined): Promise<ApprovalStep> =>
  approverId === undefined ? { kind } : { kind, approverId, approverName: await reads.nameOf(approverId) };

/**
 * The chain of a request as it is sent to approval (docs/domain.md, "Approval chains"): the
 * steps of its policy (its leave type's, else the leave policy without a type; the mission
 * policy; none: the manager alone). The manager step's approver is the head of the
 * requester's unit, up the org tree (`approverOf`: N+2 when they head it themselves or it has
 * no head); the manager's manager is that approver's own approver, by the same rule.
 */
export async function freshSteps(ctx: AppContext, area: ApprovalSubject, request: ChainRequest, reads = chainReads(ctx)): Promise<ApprovalStep[]> {
  const policy = policyFor(await reads.policies(), area, area === 'leave' ? request.typeId : undefined);
  const days = area === 'leave' ? (request.days ?? 0) : daysCovered(request.startDate, request.endDate);
  const manager = await reads.approverOn(request.employeeId, request.startDate);
  const above = manager === undefined ? undefined : await reads.approverOn(manager, request.startDate);
  const steps: ApprovalStep[] = [];
  for (const kind of stepKindsOf(policy, days)) {
    if (kind === 'hr') steps.push({ kind });
    else if (kind === 'manager') steps.push(await approverStep(reads, kind, manager));
    else steps.push(await approverStep(reads, kind, above === request.employeeId ? undefined : above));
  }
  return steps;
}
