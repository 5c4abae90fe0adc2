import type { ApprovalPolicy, ApprovalShape, ApprovalSubject, StepKind } from '../hr/approval';

/** What a chain is computed from: the policy's shape and its extra step (none: the manager alone, today's rule). */
export type ChainPolicy = Pick<ApprovalPolicy, 'shape' | 'extraAboveDays'>;

const SHAPES: Readonly<Record<ApprovalShape, readonly StepKind[]>> = {
  manager: ['manager'],
  managerThenHr: ['manager', 'hr'],
  hrOnly: ['hr'],
};

/**
 * The steps of a request's chain (docs/domain.md, "Approval chains"): the policy's shape, and
 * the manager's manager right after the manager when the request counts more days than
 * `extraAboveDays`. Without a policy: the manager alone.
 */
export function stepKindsOf(policy: ChainPolicy | undefined, days: number): StepKind[] {
  const kinds = [...SHAPES[policy?.shape ?? 'manager']];
  const extra = policy?.extraAboveDays;
  const managerAt = kinds.indexOf('manager');
  if (extra !== undefined && days > extra && managerAt >= 0) kinds.splice(managerAt + 1, 0, 'managerOfManager');
  return kinds;
}

/**
 * The policy a request follows: for a leave, its type's, else the leave policy without a
 * type; for a mission, the mission policy. Undefined: the manager alone.
 */
export function policyFor<P extends Pick<ApprovalPolicy, 'subject' | 'leaveTypeId'>>(
  policies: readonly P[],
  subject: ApprovalSubject,
  leaveTypeId?: number,
): P | undefined {
  const ofSubject = policies.filter((policy) => policy.subject === subject);
  if (subject === 'mission') return ofSubject[0];
  return ofSubject.find((policy) => policy.leaveTypeId === leaveTypeId) ?? ofSubject.find((policy) => policy.leaveTypeId === undefined);
}

/** The days a period covers, both ends included (a mission's length, weekends counted). */
export const daysCovered = (startDate: string, endDate: string): number =>
  Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;

/** Whether a dated period (both days included) holds `day`. */
export const periodHolds = (period: { startDate: string; endDate: string }, day: string): boolean =>
  period.startDate <= day && day <= period.endDate;
