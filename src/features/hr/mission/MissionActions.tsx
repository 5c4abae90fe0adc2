import type { HrRecord } from '@/api';
import { MISSION_TRANSITIONS, missionInputSchema } from '@/domain/hr/mission';
import { StatusActions } from '../workflow/StatusActions';
import { missionTitle } from './title';

/** The order's legal next steps (submit, approve, reject, start, complete, cancel), each confirmed first. */
export function MissionActions({ record }: { record: HrRecord }) {
  return (
    <StatusActions
      area="mission"
      record={record}
      name={missionTitle(record)}
      transitions={MISSION_TRANSITIONS}
      schema={missionInputSchema}
    />
  );
}
