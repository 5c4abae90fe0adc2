import { useTranslation } from 'react-i18next';
import type { ApprovalStep } from '@/domain/hr/approval';
import { formatDate } from '@/shared/lib/format';
import { SectionCard } from '@/shared/ui/SectionCard';

/**
 * A request's approval chain on its page: each step, its kind and approver, its outcome with
 * who decided when ("for" whom, by a stand-in) and the comment, and the step it waits on.
 */
export function ApprovalSteps({ record }: { record: { steps?: ApprovalStep[]; currentStep?: number } }) {
  const { t } = useTranslation();
  const dateText = (value: string | undefined) => (value ? formatDate(value) : '');
  const { steps, currentStep } = record;
  if (!steps || steps.length === 0) return null;
  return (
    <SectionCard id="approval-steps-title" title={t('approval.steps.title')} testId="approval-steps">
      <ol className="list-unstyled mb-0 d-flex flex-column gap-2">
        {steps.map((step, index) => {
          const waiting = index === currentStep;
          const who = step.kind === 'hr' ? t('approval.steps.hr') : (step.approverName ?? t('approval.steps.noApprover'));
          return (
            <li key={index} className={`border rounded p-2${waiting ? ' border-primary' : ''}`} aria-current={waiting ? 'step' : undefined}>
              <div className="d-flex flex-wrap gap-2 align-items-baseline">
                <span className="fw-semibold">
                  {index + 1}. {t(`approval.kinds.${step.kind}`)}
                </span>
                <span className="text-body-secondary">{who}</span>
                {waiting && <span className="badge text-bg-primary ms-auto">{t('approval.steps.waiting')}</span>}
                {step.outcome && (
                  <span className={`badge ms-auto ${step.outcome === 'approved' ? 'text-bg-success' : 'text-bg-danger'}`}>{t(`approval.outcomes.${step.outcome}`)}</span>
                )}
              </div>
              {step.outcome && (
                <div className="small mt-1">
                  {step.decidedForName
                    ? t('approval.steps.decidedFor', { name: step.decidedByName, for: step.decidedForName, date: dateText(step.decidedAt) })
                    : t('approval.steps.decided', { name: step.decidedByName, date: dateText(step.decidedAt) })}
                  {step.comment && <div className="text-body-secondary">« {step.comment} »</div>}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
