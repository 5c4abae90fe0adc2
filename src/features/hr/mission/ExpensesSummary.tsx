import type { AreaItem } from '@/contract/areas';
import { useTranslation } from 'react-i18next';
import { formatEurosFromCents } from '@/shared/lib/format';
import { SectionCard } from '@/shared/ui/SectionCard';

const centsOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A difference, said by which way it goes: what is still owed, or what went over. */
function Difference({ label, cents, positiveKey, negativeKey }: { label: string; cents: number; positiveKey: string; negativeKey: string }) {
  const { t } = useTranslation();
  const over = cents < 0;
  return (
    <div className="col-sm-6 col-xl-4">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className={`mb-0 fw-semibold ${over ? 'text-danger-emphasis' : ''}`}>
        {t(over ? negativeKey : positiveKey, { amount: formatEurosFromCents(Math.abs(cents)) })}
      </dd>
    </div>
  );
}

/**
 * Under the mission's expenses: their total, and how it stands against the advance paid
 * (what is still owed to the employee, or to be paid back) and the estimated budget.
 */
export function ExpensesSummary({ record }: { record: AreaItem<'mission'> }) {
  const { t } = useTranslation();
  const total = centsOf(record.expensesTotalCents) ?? 0;
  const advance = centsOf(record.advanceCents);
  const budget = centsOf(record.estimatedBudgetCents);
  return (
    <SectionCard id="mission-expenses-summary" title={t('hr.mission.summary.title')}>
      <dl className="row g-3 mb-0">
        <div className="col-sm-6 col-xl-4">
          <dt className="small text-body-secondary fw-normal">{t('hr.mission.fields.expensesTotalCents')}</dt>
          <dd className="mb-0 fw-semibold" data-testid="mission-expenses-total">
            {formatEurosFromCents(total)}
          </dd>
        </div>
        {advance !== undefined && (
          <Difference
            label={t('hr.mission.summary.advance', { amount: formatEurosFromCents(advance) })}
            cents={total - advance}
            positiveKey="hr.mission.summary.owedToEmployee"
            negativeKey="hr.mission.summary.owedByEmployee"
          />
        )}
        {budget !== undefined && (
          <Difference
            label={t('hr.mission.summary.budget', { amount: formatEurosFromCents(budget) })}
            cents={budget - total}
            positiveKey="hr.mission.summary.underBudget"
            negativeKey="hr.mission.summary.overBudget"
          />
        )}
      </dl>
    </SectionCard>
  );
}
