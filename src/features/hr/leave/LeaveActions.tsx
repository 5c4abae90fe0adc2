import type { AreaItem } from '@/contract/areas';
import { useTranslation } from 'react-i18next';
import { LEAVE_TRANSITIONS, leaveInputSchema } from '@/domain/hr/leave';
import { StatusActions } from '../workflow/StatusActions';
import { leaveTitle } from './title';

/** Submit, approve, reject or cancel a request — only its legal next steps — each with a comment (required to reject, and to cancel an approved one). */
export function LeaveActions({ record }: { record: AreaItem<'leave'> }) {
  const { t } = useTranslation();
  return (
    <StatusActions
      area="leave"
      record={record}
      name={leaveTitle(record, { t })}
      transitions={LEAVE_TRANSITIONS}
      schema={leaveInputSchema}
      // Cancelling an approved leave gives its days back: the reason is written down.
      comment={{ requiredFor: record.status === 'approved' ? ['rejected', 'cancelled'] : ['rejected'] }}
    />
  );
}
