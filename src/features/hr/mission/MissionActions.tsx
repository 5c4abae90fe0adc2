import type { AreaItem } from '@/contract/areas';
import { MISSION_TRANSITIONS, missionInputSchema } from '@/domain/hr/mission';
import { StatusActions } from '../workflow/StatusActions';
import { missionTitle } from './title';

/** Orders whose cancellation is written down with a reason: those already approved. */
const DECIDED_ON: readonly string[] = ['approved', 'in progress'];

/**
 * The order's legal next steps (submit, approve, reject, start, complete, cancel), each
 * confirmed first, with a comment (required to cancel an approved order).
 */
export function MissionActions({ record }: { record: AreaItem<'mission'> }) {
  return (
    <StatusActions
      area="mission"
      record={record}
      name={missionTitle(record)}
      transitions={MISSION_TRANSITIONS}
      schema={missionInputSchema}
      comment={DECIDED_ON.includes(String(record.status)) ? { requiredFor: ['cancelled'] } : undefined}
    />
  );
}
