import { useTranslation } from 'react-i18next';
import { formatEurosFromCents } from '@/shared/lib/format';
import type { FormValues } from '../toolkit/form-definition';
import { textToCents } from '../toolkit/form-values';

/** The expenses' total as typed so far (lines whose amount cannot be read count for nothing). */
export function ExpensesTotal({ lines }: { lines: FormValues[] }) {
  const { t } = useTranslation();
  const amounts = lines.map((line) => textToCents(typeof line.amountCents === 'string' ? line.amountCents : ''));
  const total = amounts.reduce((sum, amount) => sum + (Number.isNaN(amount) ? 0 : amount), 0);
  return (
    <p className="mt-2 mb-0 fw-semibold" aria-live="polite">
      {t('hr.mission.expensesTotal', { total: formatEurosFromCents(total) })}
    </p>
  );
}
