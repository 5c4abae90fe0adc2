import { ERROR_CODES } from '@/domain/common';
import { attendanceCorrectionInputSchema, type AttendanceCorrection } from '@/domain/hr/self-service';
import { correctedAttendance } from '@/domain/rules/self-service';
import type { InboxDecision } from '@/contract/inbox';
import { attendanceArea } from '../hr/areas/attendance';
import { contractDateErrors, datedOn } from '../hr/areas/contract-dates';
import type { AppContext } from '../hr/context';
import { fieldError, invalid, parseOrThrow } from '../hr/errors';
import { writeRecord } from '../hr/write';
import { actingAs } from '../audit/acting';
import type { Session } from '../ports';
import { checkAsker, decideRequest, freshRequest, type SelfKind } from './requests';

export const ATTENDANCE_CORRECTIONS: SelfKind<'attendanceCorrections'> = {
  table: 'attendanceCorrections',
  resource: 'attendanceCorrection',
  subject: 'Cette demande de correction',
};

/**
 * POST /app/attendance_correction: the employee asks for one of their days to read otherwise
 * (a day come already, within their employment, a reason given, none of that day pending).
 * Pending until decided.
 */
export async function askCorrection(ctx: AppContext, session: Session, body: unknown): Promise<AttendanceCorrection> {
  const input = parseOrThrow(attendanceCorrectionInputSchema, body);
  await checkAsker(ATTENDANCE_CORRECTIONS, ctx, session, input.employeeId);
  if (input.date > ctx.clock.today()) throw invalid({ date: fieldError(ERROR_CODES.futureDay) });
  const outside = await contractDateErrors(ctx, datedOn(input, input.date), { start: 'date' });
  if (outside) throw invalid(outside);
  return actingAs(ctx, session).transaction(async (tx) => {
    const asked = await tx.db.where('attendanceCorrections', 'employeeId', input.employeeId);
    if (asked.some((other) => other.date === input.date && other.status === 'pending')) {
      throw invalid({ date: fieldError(ERROR_CODES.correctionPending) });
    }
    const row: AttendanceCorrection = { ...input, ...(await freshRequest(tx, 'attendanceCorrections')) };
    await tx.db.insert('attendanceCorrections', row);
    return row;
  });
}

/** The day's attendance record, if it has one. */
export const attendanceOn = async (ctx: AppContext, employeeId: number, date: string) =>
  (await ctx.db.where('attendance', 'employeeId', employeeId)).find((day) => day.date === date);

/**
 * Decides a correction (the inbox's and POST {id}/decision's): approved, the day's attendance
 * is written as asked through the attendance area's write path (its rules and audit: created
 * when the day has none, updated otherwise) and the correction keeps its id; rejected, nothing
 * else changes. Answers the status after it.
 */
export async function decideCorrection(ctx: AppContext, session: Session, decision: Pick<InboxDecision, 'id' | 'version' | 'outcome' | 'comment'>) {
  const row = await actingAs(ctx, session).transaction((tx) =>
    decideRequest(ATTENDANCE_CORRECTIONS, tx, session, decision, async (correction) => {
      const existing = await attendanceOn(tx, correction.employeeId, correction.date);
      const day = await writeRecord(attendanceArea, tx, correctedAttendance(correction, existing), existing?.id, session);
      return { attendanceId: day.id };
    }),
  );
  return row;
}
