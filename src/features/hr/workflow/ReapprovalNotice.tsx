import { useTranslation } from 'react-i18next';
import { sendsBackToApproval, type ReapprovalArea } from '@/domain/rules/reapproval';
import type { FormValues } from '../toolkit/form-definition';

/** Before saving: an approved record whose dates (or type, half days) changed goes back to approval. */
export function ReapprovalNotice({
  area,
  values,
  record,
  spacing = 'mt-3 mb-0',
}: {
  area: ReapprovalArea;
  values: FormValues;
  record?: Record<string, unknown>;
  /** Bootstrap margins, where the notice stands. */
  spacing?: string;
}) {
  const { t } = useTranslation();
  if (!record || !sendsBackToApproval(area, record, values)) return null;
  return (
    <div className={`alert alert-warning py-2 ${spacing}`} role="alert" data-testid="reapproval-notice">
      {t(`hr.${area}.reapproval`)}
    </div>
  );
}

/** The mission form's notice. */
export function MissionNotice(props: { values: FormValues; record?: Record<string, unknown> }) {
  return <ReapprovalNotice area="mission" {...props} />;
}
