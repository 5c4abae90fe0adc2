import { attendanceCorrectionSource } from './attendance-correction-source';
import { leaveCancellationSource } from './cancellation-source';
import { leaveSource } from './leave-source';
import { missionSource } from './mission-source';
import { privateChangeSource } from './private-change-source';
import type { InboxSource } from './source';

/**
 * Every kind of request the inbox lists and decides, one source each (./source.ts). A new kind
 * appends its source here.
 */
export const INBOX_SOURCES: InboxSource[] = [leaveSource, missionSource, leaveCancellationSource, attendanceCorrectionSource, privateChangeSource];
