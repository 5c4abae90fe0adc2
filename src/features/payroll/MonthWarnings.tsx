import { useTranslation } from 'react-i18next';
import type { PayrollWarnings } from '@/contract/payroll';

const COUNTED = ['pendingLeaves', 'pendingMissions', 'pendingCorrections', 'flaggedDays'] as const;

/** What is not settled in the month: said before closing, never blocking it. */
export function MonthWarnings({ warnings }: { warnings: PayrollWarnings }) {
  const { t } = useTranslation();
  if (warnings.count === 0) return <p className="text-success mb-0">{t('payroll.warnings.none')}</p>;
  return (
    <div className="alert alert-warning mb-0" role="status">
      <p className="fw-semibold mb-1">{t('payroll.warnings.title', { count: warnings.count })}</p>
      <ul className="mb-1">
        {COUNTED.filter((name) => warnings[name] > 0).map((name) => (
          <li key={name}>{t(`payroll.warnings.${name}`, { count: warnings[name] })}</li>
        ))}
        {warnings.uncodedLeaveTypes.length > 0 && <li>{t('payroll.warnings.uncodedLeaveTypes', { types: warnings.uncodedLeaveTypes.join(', ') })}</li>}
      </ul>
      <p className="small mb-0">{t('payroll.warnings.notBlocking')}</p>
    </div>
  );
}
