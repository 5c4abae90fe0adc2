import type { InboxItem, RequestedChange } from '@/contract/inbox';
import type { AttendanceCorrection } from '@/domain/hr/self-service';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import { ATTENDANCE_CORRECTIONS, attendanceOn, decideCorrection } from '../self-service/attendance-corrections';
import { pendingOf } from '../self-service/requests';
import { employeeName } from '../hr/areas/names';
import { awaitingOnly } from './awaiting';
import { batchOf, type InboxSource } from './source';

const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

/** What the correction changes of the day as it is stored: times and break. */
async function changesOf(ctx: AppContext, correction: AttendanceCorrection): Promise<RequestedChange[]> {
  const day = await attendanceOn(ctx, correction.employeeId, correction.date);
  return (['checkIn', 'checkOut', 'breakMinutes'] as const).map((field) => ({
    field,
    ...(day?.[field] !== undefined && { before: text(day[field]) }),
    after: text(correction[field]),
  }));
}

/** The inbox item of a pending correction. */
async function itemOf(ctx: AppContext, correction: AttendanceCorrection): Promise<InboxItem> {
  return {
    kind: 'attendanceCorrection',
    id: correction.id,
    version: correction.version,
    employeeId: correction.employeeId,
    employeeName: (await employeeName(ctx, correction.employeeId)) ?? '',
    submittedAt: correction.createdAt,
    title: `${correction.date} ${correction.checkIn}–${correction.checkOut}`,
    startDate: correction.date,
    endDate: correction.date,
    comment: correction.reason,
    changes: await changesOf(ctx, correction),
  };
}

/**
 * Attendance corrections in the inbox: the pending ones within the session's reach of
 * `decide` (a manager's team, HR's enterprises), never its own; deciding one is
 * `decideCorrection`.
 */
export const attendanceCorrectionSource: InboxSource = {
  kind: 'attendanceCorrection',
  async waiting(ctx: AppContext, session: Session) {
    // What waits on whom is the inbox's one rule (`awaitsDecisionOf`): the reach of `decide`, never one's own.
    const waiting = await awaitingOnly(ctx, session, ATTENDANCE_CORRECTIONS.resource, await pendingOf(ctx, ATTENDANCE_CORRECTIONS.table));
    return batchOf('attendanceCorrection', waiting, ({ row }) => row.createdAt, async (chosen) => {
      const items: InboxItem[] = [];
      for (const { row } of chosen) items.push(await itemOf(ctx, row));
      return items;
    });
  },
  async decide(ctx, session, decision) {
    return (await decideCorrection(ctx, session, decision)).status;
  },
};
