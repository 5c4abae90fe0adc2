import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LookupStates } from '@/features/hr/employee/tabs/LookupStates';
import { paths } from '@/shared/paths';
import { useLookupList } from '@/features/hr/toolkit/use-lookup-list';
import { formatDate, formatEurosFromCents, formatNumber } from '@/shared/lib/format';
import { formatChange, salaryHistory } from './salary-history';

const tone = (change: number) => (change > 0 ? 'text-success-emphasis' : change < 0 ? 'text-danger-emphasis' : '');

// Amounts are French figures ("7 250,00 €", "+5,2 %"): kept left to right in a right-to-left page.

/** An employee's whole salary history, newest first, each entry's change from the one before; `viewedId` is the one on screen. */
export function SalaryHistory({ employeeId, viewedId }: { employeeId: number; viewedId?: number }) {
  const { t } = useTranslation();
  const { lookup, reload } = useLookupList(`salary.history.${employeeId}`, 'salary', {
    page: 1,
    pageSize: 200,
    sort: '-effectiveDate',
    filters: { employeeId },
  });
  const rows = salaryHistory(lookup?.items ?? []);
  const heading = (key: string, end = false) => (
    <th scope="col" className={`fw-medium small${end ? ' text-end' : ''}`}>
      {t(key)}
    </th>
  );
  return (
    <LookupStates lookup={lookup} onRetry={reload} emptyText={t('hr.salary.history.empty')}>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0">
          <caption className="visually-hidden">{t('hr.salary.history.title')}</caption>
          <thead>
            <tr>
              {heading('hr.salary.fields.effectiveDate')}
              {heading('hr.salary.fields.baseMonthlyGrossCents', true)}
              {heading('hr.salary.fields.hoursPerMonth', true)}
              {heading('hr.salary.history.allowances', true)}
              {heading('hr.salary.history.deductions', true)}
              {heading('hr.salary.history.change', true)}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const viewed = row.id === viewedId;
              return (
                <tr key={row.id} className={viewed ? 'table-active' : undefined} aria-current={viewed ? 'true' : undefined}>
                  <td className="text-nowrap">
                    {viewed ? formatDate(row.effectiveDate) : <Link to={paths.record('salary', row.id)}>{formatDate(row.effectiveDate)}</Link>}
                  </td>
                  <td className="text-end text-nowrap">
                    <span dir="ltr">{formatEurosFromCents(row.baseMonthlyGrossCents)}</span>
                  </td>
                  <td className="text-end">
                    <span dir="ltr">{formatNumber(row.hoursPerMonth)}</span>
                  </td>
                  <td className="text-end text-nowrap">
                    <span dir="ltr">{formatEurosFromCents(row.allowancesCents)}</span>
                  </td>
                  <td className="text-end text-nowrap">
                    <span dir="ltr">{formatEurosFromCents(row.deductionsCents)}</span>
                  </td>
                  <td className={`text-end text-nowrap ${row.change === null ? 'text-body-secondary' : tone(row.change)}`}>
                    {row.change === null ? t('hr.salary.history.first') : <span dir="ltr">{formatChange(row.change)}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </LookupStates>
  );
}
