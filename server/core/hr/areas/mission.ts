import { AREA_CONTRACTS } from '@/contract/areas';
import { ERROR_CODES } from '@/domain/common';
import {
  MISSION_DECIDED_STATUSES,
  MISSION_UNDECIDED_STATUSES,
  MISSION_HOLDING_STATUSES,
  MISSION_INITIAL_STATUSES,
  canMoveMission,
  expensesTotal,
  missionInputSchema,
  type Mission,
  type MissionInput,
} from '@/domain/hr/mission';
import { sendsBackToApproval } from '@/domain/rules/reapproval';
import { referringVia, type AreaDefinition } from '../area';
import type { AppContext } from '../context';
import { fieldError, mergeErrors, type FieldErrors } from '../errors';
import { SPAN_FIELDS, contractDateErrors, spanOf } from './contract-dates';
import { nextMissionReference, referenceNumber } from './mission-rules';
import { refusedRemoval } from './approved-removal';
import { cityName, employeeName } from './names';
import { approversOf, decisionOf } from './decision';
import { overlapError as clashWith } from './overlap-error';
import { approvalOnWrite } from '../../approval/chain';

interface Names {
  employeeName?: string;
  destinationCityName?: string;
}

/** How an order's decision follows its status: kept while it runs and ends (in progress, completed). */
const DECISION = { decided: MISSION_DECIDED_STATUSES, undecided: MISSION_UNDECIDED_STATUSES, approving: ['approved', 'rejected'] } as const;


function transitionError(mission: Mission, existing: Mission | undefined): FieldErrors | undefined {
  const from = existing?.status;
  const reopened = existing !== undefined && mission.status === 'submitted' && sendsBackToApproval('mission', existing, mission);
  const legal =
    from === undefined
      ? MISSION_INITIAL_STATUSES.includes(mission.status)
      : from === mission.status || reopened || canMoveMission(from, mission.status);
  if (!legal) return { status: fieldError(ERROR_CODES.illegalTransition, { from: from ?? '—', to: mission.status }) };
  // Cancelling an order already approved is written down with its reason, as for a leave.
  const cancelsApproved = (from === 'approved' || from === 'in progress') && mission.status === 'cancelled';
  if (cancelsApproved && (!mission.comment || mission.comment === existing?.comment)) return { comment: fieldError(ERROR_CODES.required) };
  return undefined;
}

/** Not on two missions at once, nor on a mission during an approved leave. */
async function overlapError(mission: Mission, ctx: AppContext): Promise<FieldErrors | undefined> {
  if (!MISSION_HOLDING_STATUSES.includes(mission.status)) return undefined;
  const span = { start: mission.startDate, end: mission.endDate };
  const other = (await ctx.db.overlapping('missions', mission.employeeId, span, mission.id)).find((candidate) =>
    MISSION_HOLDING_STATUSES.includes(candidate.status),
  );
  if (other) {
    return { startDate: clashWith('mission', other) };
  }
  const leave = (await ctx.db.overlapping('leaves', mission.employeeId, span)).find((candidate) => candidate.status === 'approved');
  if (!leave) return undefined;
  return { startDate: clashWith('approvedLeave', leave) };
}

/** Ordre de mission: reference and expense total derived by the backend. */
export const missionArea: AreaDefinition<'missions', MissionInput, Names> = {
  name: 'mission',
  table: 'missions',
  subject: 'Cet ordre de mission',
  input: missionInputSchema,
  names: async (mission, ctx) => ({
    employeeName: await employeeName(ctx, mission.employeeId),
    destinationCityName: await cityName(ctx, mission.destinationCityId),
  }),
  live: (missions, ctx) => approversOf(ctx, missions, MISSION_UNDECIDED_STATUSES),
  namesDependOnDay: false,
  resolvedFields: ['employeeName', 'destinationCityName'],
  searchText: (mission, names) => [mission.reference, mission.purpose, names.employeeName, names.destinationCityName],
  filters: AREA_CONTRACTS.mission.filters,
  defaultSort: AREA_CONTRACTS.mission.defaultSort,
  dependsOn: [{ table: 'employees', affected: referringVia('missions', 'employeeId') }, { table: 'cities' }],
  references: [
    { field: 'employeeId', table: 'employees' },
    { field: 'destinationCityId', table: 'cities' },
  ],
  unique: [],
  sequences: { reference: referenceNumber },
  async build(input, ctx, existing, actor) {
    // New dates on an approved order: back to approval.
    const status = existing && input.status === 'approved' && sendsBackToApproval('mission', existing, input) ? 'submitted' : input.status;
    const decision = decisionOf({ ...input, status }, existing, actor, ctx.clock.now(), DECISION);
    return {
      ...input,
      reference: existing?.reference ?? (await nextMissionReference(input.startDate, ctx, ctx.view(missionArea))),
      expensesTotalCents: expensesTotal(input.expenses),
      // Its approval chain: computed when it is submitted, moved a step by each decision.
      ...(await approvalOnWrite('mission', ctx, { ...input, status }, existing, actor, decision)),
    };
  },
  async check(mission, ctx, existing) {
    const errors = transitionError(mission, existing) ?? {};
    mergeErrors(errors, await contractDateErrors(ctx, spanOf(mission), SPAN_FIELDS, existing && spanOf(existing)));
    return mergeErrors(errors, await overlapError(mission, ctx));
  },
  dependents: [],
  refuseRemoval: (mission) => refusedRemoval('mission', mission.status),
};
