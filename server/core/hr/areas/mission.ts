import { AREA_CONTRACTS } from '@/contract/areas';
import { ERROR_CODES } from '@/domain/common';
import {
  MISSION_HOLDING_STATUSES,
  MISSION_INITIAL_STATUSES,
  canMoveMission,
  expensesTotal,
  missionInputSchema,
  type Mission,
  type MissionInput,
} from '@/domain/hr/mission';
import { spansOverlap } from '@/domain/rules/overlaps';
import { sendsBackToApproval } from '@/domain/rules/reapproval';
import { referringVia, type AreaDefinition } from '../area';
import type { AppContext } from '../context';
import { fieldError, mergeErrors, type FieldErrors } from '../errors';
import { SPAN_FIELDS, contractDateErrors, spanOf } from './contract-dates';
import { nextMissionReference } from './mission-rules';
import { refusedRemoval } from './approved-removal';
import { cityName, employeeName } from './names';
import { overlapError as clashWith } from './overlap-error';

interface Names {
  employeeName?: string;
  destinationCityName?: string;
}


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
function overlapError(mission: Mission, ctx: AppContext): FieldErrors | undefined {
  if (!MISSION_HOLDING_STATUSES.includes(mission.status)) return undefined;
  const other = ctx.db
    .where('missions', 'employeeId', mission.employeeId)
    .find((candidate) => candidate.id !== mission.id && MISSION_HOLDING_STATUSES.includes(candidate.status) && spansOverlap(mission, candidate));
  if (other) {
    return { startDate: clashWith('mission', other) };
  }
  const leave = ctx.db
    .where('leaves', 'employeeId', mission.employeeId)
    .find((candidate) => candidate.status === 'approved' && spansOverlap(mission, candidate));
  if (!leave) return undefined;
  return { startDate: clashWith('approvedLeave', leave) };
}

/** Ordre de mission: reference and expense total derived by the backend. */
export const missionArea: AreaDefinition<'missions', MissionInput, Names> = {
  name: 'mission',
  table: 'missions',
  subject: 'Cet ordre de mission',
  input: missionInputSchema,
  names: (mission, ctx) => ({
    employeeName: employeeName(ctx, mission.employeeId),
    destinationCityName: cityName(ctx, mission.destinationCityId),
  }),
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
  build: (input, ctx, existing) => ({
    ...input,
    // New dates on an approved order: back to approval.
    status: existing && input.status === 'approved' && sendsBackToApproval('mission', existing, input) ? 'submitted' : input.status,
    reference: existing?.reference ?? nextMissionReference(input.startDate, ctx),
    expensesTotalCents: expensesTotal(input.expenses),
  }),
  check(mission, ctx, existing) {
    const errors = transitionError(mission, existing) ?? {};
    mergeErrors(errors, contractDateErrors(ctx, spanOf(mission), SPAN_FIELDS, existing && spanOf(existing)));
    return mergeErrors(errors, overlapError(mission, ctx));
  },
  dependents: [],
  refuseRemoval: (mission) => refusedRemoval('mission', mission.status),
};
