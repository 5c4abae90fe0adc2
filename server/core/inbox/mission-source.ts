import type { InboxItem } from '@/contract/inbox';
import { MISSION_STATUSES } from '@/domain/hr/mission';
import { missionArea } from '../hr/areas/mission';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import { batchOf, type InboxSource } from './source';
import { awaitingOnly, candidatesWithin } from './awaiting';
import { decideThroughArea } from './area-decision';
import { awayOf } from './away';
import { rowsOf, statusIs } from './rows';
import { stepOf } from './step';

/**
 * Submitted mission orders: titled with their destination, the purpose as the requester's
 * words. Sent when submitted: the row's `updatedAt` (a submitted order is written again only
 * when its requester edits and so sends it anew).
 */
async function waitingRows(ctx: AppContext, session: Session) {
  const rows = await rowsOf(ctx, missionArea, [statusIs(MISSION_STATUSES, 'submitted')], await candidatesWithin(ctx, session, 'mission'));
  return awaitingOnly(ctx, session, 'mission', rows);
}

/** The items of the chosen missions: destination, dates, who else is away, the step, the purpose. */
async function missionItems(ctx: AppContext, chosen: Awaited<ReturnType<typeof waitingRows>>): Promise<InboxItem[]> {
  const away = await awayOf(ctx, chosen.map(({ row }) => row));
  return chosen.map(({ row, awaited }, index) => ({
    kind: 'mission',
    id: row.id,
    version: row.version,
    employeeId: row.employeeId,
    employeeName: row.employeeName ?? '',
    submittedAt: row.updatedAt,
    title: row.destinationCityName,
    startDate: row.startDate,
    endDate: row.endDate,
    away: away[index],
    step: stepOf(row),
    onBehalfOf: awaited.onBehalfOf,
    comment: row.purpose,
  }));
}

export const missionSource: InboxSource = {
  kind: 'mission',
  async waiting(ctx, session) {
    return batchOf('mission', await waitingRows(ctx, session), ({ row }) => row.updatedAt, (chosen) => missionItems(ctx, chosen));
  },
  decide: (ctx, session, decision) =>
    decideThroughArea(ctx, session, missionArea, decision, (mission) => mission.status === 'submitted', {
      status: decision.outcome,
      comment: decision.comment,
    }),
};
