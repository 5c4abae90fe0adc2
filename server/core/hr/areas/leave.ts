import { AREA_CONTRACTS } from '@/contract/areas';
import { ERROR_CODES } from '@/domain/common';
import {
  LEAVE_DECIDED_STATUSES,
  LEAVE_HOLDING_STATUSES,
  LEAVE_INITIAL_STATUSES,
  LEAVE_UNDECIDED_STATUSES,
  canMoveLeave,
  leaveInputSchema,
  type Leave,
  type LeaveInput,
} from '@/domain/hr/leave';
import { countLeaveDays, countedUntil } from '@/domain/rules/leave-days';
import { sendsBackToApproval } from '@/domain/rules/reapproval';
import { MISSION_HOLDING_STATUSES } from '@/domain/hr/mission';
import { leavesOverlap } from '@/domain/rules/overlaps';
import { referringVia, type AreaDefinition } from '../area';
import type { AppContext } from '../context';
import { fieldError, mergeErrors, type FieldErrors } from '../errors';
import { SPAN_FIELDS, contractDateErrors, spanOf } from './contract-dates';
import { isPaidLeaveType } from '@/domain/hr/leave-types';
import { frenchNumber, paidLeaveBalanceOf } from './leave-balance';
import { leaveSpanErrors } from './leave-span';
import { employeeName } from './names';
import { approversOf, decisionOf } from './decision';
import { refusedRemoval } from './approved-removal';
import { overlapError as clashWith } from './overlap-error';
import { approvalOnWrite } from '../../approval/chain';

interface Names {
  employeeName?: string;
  typeName?: string;
}

/** How a leave request's decision follows its status. */
const DECISION = { decided: LEAVE_DECIDED_STATUSES, undecided: LEAVE_UNDECIDED_STATUSES, approving: ['approved', 'rejected'] } as const;


function transitionError(leave: Leave, existing: Leave | undefined): FieldErrors | undefined {
  const from = existing?.status;
  const reopened = existing !== undefined && leave.status === 'pending' && sendsBackToApproval('leave', existing, leave);
  const legal =
    from === undefined ? LEAVE_INITIAL_STATUSES.includes(leave.status) : from === leave.status || reopened || canMoveLeave(from, leave.status);
  if (!legal) return { status: fieldError(ERROR_CODES.illegalTransition, { from: from ?? '—', to: leave.status }) };
  // Cancelling an approved leave gives its days back: the reason is written down.
  const cancelsApproved = from === 'approved' && leave.status === 'cancelled';
  if (cancelsApproved && (!leave.comment || leave.comment === existing?.comment)) return { comment: fieldError(ERROR_CODES.required) };
  return undefined;
}

async function overlapError(leave: Leave, ctx: AppContext): Promise<FieldErrors | undefined> {
  if (!LEAVE_HOLDING_STATUSES.includes(leave.status)) return undefined;
  const span = { start: leave.startDate, end: leave.endDate };
  // The same days overlap; half days are told apart here (a morning and an afternoon do not).
  const clash = (await ctx.db.overlapping('leaves', leave.employeeId, span, leave.id)).find(
    (other) => LEAVE_HOLDING_STATUSES.includes(other.status) && leavesOverlap(leave, other),
  );
  if (clash) return { startDate: clashWith('leave', clash) };
  if (leave.status !== 'approved') return undefined;
  const mission = (await ctx.db.overlapping('missions', leave.employeeId, span)).find((other) => MISSION_HOLDING_STATUSES.includes(other.status));
  if (!mission) return undefined;
  return { startDate: clashWith('mission', mission) };
}

/** Whether an update asks for no more paid leave than the request already held. */
const asksNoMore = (leave: Leave, existing: Leave | undefined) =>
  existing !== undefined &&
  existing.typeId === leave.typeId &&
  LEAVE_HOLDING_STATUSES.includes(existing.status) &&
  leave.days <= existing.days;

async function balanceError(leave: Leave, ctx: AppContext, existing: Leave | undefined): Promise<FieldErrors | undefined> {
  const type = await ctx.db.get('leaveTypes', leave.typeId);
  if (!type || !isPaidLeaveType(type) || !LEAVE_HOLDING_STATUSES.includes(leave.status) || asksNoMore(leave, existing)) return undefined;
  const balance = await paidLeaveBalanceOf(leave.employeeId, type, ctx, leave.id);
  if (!balance || leave.days <= balance.available) return undefined;
  const params = { balance: frenchNumber(Math.max(0, balance.available)), days: frenchNumber(leave.days) };
  return { endDate: fieldError(ERROR_CODES.beyondBalance, params) };
}

/** Congé: days counted by the backend (site holidays included), never taken from the request. */
export const leaveArea: AreaDefinition<'leaves', LeaveInput, Names> = {
  name: 'leave',
  table: 'leaves',
  subject: 'Cette demande de congé',
  input: leaveInputSchema,
  names: async (leave, ctx) => ({
    employeeName: await employeeName(ctx, leave.employeeId),
    typeName: (await ctx.db.get('leaveTypes', leave.typeId))?.name,
  }),
  live: (leaves, ctx) => approversOf(ctx, leaves, LEAVE_UNDECIDED_STATUSES),
  namesDependOnDay: false,
  resolvedFields: ['employeeName', 'typeName'],
  searchText: (leave, names) => [names.employeeName, names.typeName, leave.reason],
  filters: AREA_CONTRACTS.leave.filters,
  defaultSort: AREA_CONTRACTS.leave.defaultSort,
  dependsOn: [
    { table: 'employees', affected: referringVia('leaves', 'employeeId') },
    { table: 'leaveTypes' },
  ],
  references: [
    { field: 'employeeId', table: 'employees' },
    { field: 'typeId', table: 'leaveTypes' },
  ],
  unique: [],
  async build(input, ctx, existing, actor) {
    const type = await ctx.db.get('leaveTypes', input.typeId);
    // A span that cannot be counted is refused by `check`; counted it would walk centuries.
    const countable = type && !leaveSpanErrors(input);
    const holidays = countable ? await ctx.nonWorkedHolidays(input.employeeId, input.startDate, countedUntil(input)) : new Set<string>();
    // New dates, type or halves on an approved leave: back to approval, the decision cleared.
    const status = existing && input.status === 'approved' && sendsBackToApproval('leave', existing, input) ? 'pending' : input.status;
    const days = countable ? countLeaveDays(input, type.countsAs, holidays) : 0;
    const decision = decisionOf({ ...input, status }, existing, actor, ctx.clock.now(), DECISION);
    // Its approval chain: computed when it is sent to approval, moved a step by each decision.
    return {
      ...input,
      days,
      ...(await approvalOnWrite('leave', ctx, { ...input, status, days }, existing, actor, decision)),
      // A cancellation asked stays asked while the leave stays approved (its approvers decide it).
      ...(status === 'approved' && existing?.cancellationRequest ? { cancellationRequest: existing.cancellationRequest } : {}),
    };
  },
  async check(leave, ctx, existing) {
    const spanErrors = leaveSpanErrors(leave);
    if (spanErrors) return spanErrors;
    const errors = transitionError(leave, existing) ?? {};
    mergeErrors(errors, await contractDateErrors(ctx, spanOf(leave), SPAN_FIELDS, existing && spanOf(existing)));
    mergeErrors(errors, await overlapError(leave, ctx));
    return mergeErrors(errors, await balanceError(leave, ctx, existing));
  },
  dependents: [],
  refuseRemoval: (leave) => refusedRemoval('leave', leave.status),
};
