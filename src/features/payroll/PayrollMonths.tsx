import { useTranslation } from 'react-i18next';
import type { PayrollMonthView } from '@/contract/payroll';
import { formatDateTime } from '@/shared/lib/format';
import { useMonthName } from './use-month-name';

const BADGES: Readonly<Record<PayrollMonthView['status'], string>> = { open: 'text-bg-secondary', closed: 'text-bg-success', reopened: 'text-bg-warning' };

/** What a month's status says: open, closed (by whom, when), reopened until when. */
export function MonthStatus({ month }: { month: PayrollMonthView }) {
  const { t } = useTranslation();
  const label = month.status === 'reopened' ? t('payroll.status.reopened', { date: formatDateTime(month.reopenedUntil ?? '') }) : t(`payroll.status.${month.status}`);
  return <span className={`badge ${BADGES[month.status]}`}>{label}</span>;
}

/** An enterprise's payroll months, newest first: status, closing, export; a button opens one. */
export function PayrollMonths({ months, selected, onOpen }: { months: readonly PayrollMonthView[]; selected: string | null; onOpen(month: string): void }) {
  const { t } = useTranslation();
  const monthName = useMonthName();
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">{t('payroll.months.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payroll.months.month')}</th>
            <th scope="col">{t('payroll.months.status')}</th>
            <th scope="col" className="d-none d-md-table-cell">{t('payroll.months.closed')}</th>
            <th scope="col" className="d-none d-md-table-cell">{t('payroll.months.exported')}</th>
            <th scope="col"><span className="visually-hidden">{t('payroll.months.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} className={month.month === selected ? 'table-active' : undefined}>
              <th scope="row" className="text-capitalize">{monthName(month.month)}</th>
              <td>
                <MonthStatus month={month} />
              </td>
              <td className="d-none d-md-table-cell small">{month.closedAt ? t('payroll.months.closedBy', { date: formatDateTime(month.closedAt), name: month.closedBy }) : '—'}</td>
              <td className="d-none d-md-table-cell small">{month.exportedAt ? formatDateTime(month.exportedAt) : '—'}</td>
              <td className="text-end">
                <button type="button" className="btn btn-outline-primary btn-sm" aria-label={t('payroll.months.openLabel', { month: monthName(month.month) })} onClick={() => onOpen(month.month)}>
                  {t('payroll.months.open')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
