import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PayrollDue } from '@/contract/payroll';
import { isLanguageCode } from '@/i18n/languages';
import { formatNumber } from '@/shared/lib/format';
import { monthLabel } from '@/shared/lib/month-label';
import { paths } from '@/shared/paths';

/** HR's tile: "Paie de novembre : à clôturer", with the warnings of the month still open, linking to the payroll page. */
export function PayrollDueTile({ due }: { due: PayrollDue }) {
  const { t, i18n } = useTranslation();
  if (due.items.length === 0) return null;
  const month = monthLabel(due.month, isLanguageCode(i18n.language) ? i18n.language : 'fr', 'name');
  const warnings = due.items.reduce((sum, item) => sum + item.warnings, 0);
  return (
    <div className="card dashboard-tile mb-4 border-warning-subtle">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="flex-grow-1">
          <p className="fw-semibold mb-1">{t('home.payrollDue.title', { month })}</p>
          <p className="small text-body-secondary mb-0">
            {due.items.map((item) => item.name).join(', ')} · {t('home.payrollDue.warnings', { count: warnings, formatted: formatNumber(warnings) })}
          </p>
        </div>
        <Link to={paths.payroll()} className="btn btn-outline-primary btn-sm">
          {t('home.payrollDue.open')}
        </Link>
      </div>
    </div>
  );
}
