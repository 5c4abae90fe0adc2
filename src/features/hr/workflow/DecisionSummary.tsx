import { useTranslation } from 'react-i18next';
import { useDecisionText, type DecisionFields } from './decision-text';
import { SectionCard } from '@/shared/ui/SectionCard';

/** A request's decision on its page: who decided, when and their comment, or who will decide. */
export function DecisionSummary({ record }: { record: DecisionFields }) {
  const { t } = useTranslation();
  const { decision, comment } = useDecisionText()(record);
  return (
    <SectionCard id="decision-summary-title" title={t('hr.decision.title')} testId="decision-summary">
      <dl className="row g-3 mb-0">
        <div className="col-sm-6 col-xl-4">
          <dt className="small text-body-secondary fw-normal">{t('hr.decision.label')}</dt>
          <dd className="mb-0 fw-semibold">{decision}</dd>
        </div>
        {comment && (
          <div className="col-sm-6 col-xl-8">
            <dt className="small text-body-secondary fw-normal">{t('hr.decision.comment')}</dt>
            <dd className="mb-0">{comment}</dd>
          </div>
        )}
      </dl>
    </SectionCard>
  );
}
