import { useTranslation } from 'react-i18next';
import type { HrRecord } from '@/api';
import { LEAVE_TRANSITIONS, leaveInputSchema } from '@/domain/hr/leave';
import { StatusActions } from '../workflow/StatusActions';
import { leaveTitle } from './title';

/** Submit, approve, reject or cancel a request — only its legal next steps — each with a comment (required to reject). */
export function LeaveActions({ record }: { record: HrRecord }) {
  const { t } = useTranslation();
  return (
    <StatusActions
      area="leave"
      record={record}
      name={leaveTitle(record, { t })}
      transitions={LEAVE_TRANSITIONS}
      schema={leaveInputSchema}
      comment={{ requiredFor: ['rejected'] }}
    />
  );
}
