import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isIsoMonth, localIsoMonth, monthSpan, shiftMonth } from '@/domain/rules/calendar';
import { monthTitle } from '@/features/hr/attendance/grid/grid-month';
import { attendanceList } from '@/features/hr/attendance/list';
import { useLabelContext } from '@/features/hr/toolkit/use-label-context';
import { useLookupList } from '@/features/hr/toolkit/use-lookup-list';
import { languageOf } from '@/i18n/languages';
import { formatNumber } from '@/shared/lib/format';
import { attendanceTotals, hoursText } from './attendance-totals';
import { LookupStates } from './LookupStates';
import { pickColumns, RelatedTable } from './RelatedTable';
import '@/features/hr/toolkit/hr-list.css';

/** The address parameter of the month shown (`YYYY-MM`); the current month without it. */
const MONTH_PARAM = 'month';

const COLUMNS = pickColumns(attendanceList, ['date', 'status', 'checkIn', 'checkOut', 'breakMinutes', 'workedMinutes'], 'date');

/** The employee's attendance over a month, day by day, and what it adds up to. */
export function AttendanceTab({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const { language } = useLabelContext();
  const [params, setParams] = useSearchParams();
  const asked = params.get(MONTH_PARAM);
  const month = isIsoMonth(asked) ? asked : localIsoMonth();
  const { from, to } = monthSpan(month);
  const { lookup, reload } = useLookupList(`employee.${employeeId}.attendance`, 'attendance', {
    page: 1,
    pageSize: 31,
    sort: 'date',
    filters: { employeeId, from, to },
  });
  const go = (by: number) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(MONTH_PARAM, shiftMonth(month, by));
        return next;
      },
      { replace: true },
    );
  const label = monthTitle(languageOf(language).tag, month);
  const totals = attendanceTotals(lookup?.items ?? []);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => go(-1)}>
          <span aria-hidden="true" className="hr-pager__arrow">‹</span> {t('hr.employee.tabs.attendance.previous')}
        </button>
        <h3 className="h6 mb-0 text-capitalize" aria-live="polite">
          {label}
        </h3>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => go(1)}>
          {t('hr.employee.tabs.attendance.next')} <span aria-hidden="true" className="hr-pager__arrow">›</span>
        </button>
      </div>
      <LookupStates lookup={lookup} onRetry={reload} emptyText={t('hr.employee.tabs.attendance.empty')}>
        <RelatedTable area="attendance" columns={COLUMNS} items={lookup?.items ?? []} caption={t('hr.employee.tabs.attendance.caption', { month: label })} />
        <h4 className="visually-hidden">{t('hr.employee.tabs.attendance.totals')}</h4>
        <dl className="d-flex flex-wrap gap-2 mt-3 mb-0">
          <div className="border rounded px-2 py-1">
            <dt className="small fw-normal text-body-secondary">{t('hr.employee.tabs.attendance.worked')}</dt>
            <dd className="mb-0 fw-semibold">
              <span dir="ltr">{hoursText(totals.workedMinutes)}</span>
            </dd>
          </div>
          {Object.entries(totals.byStatus).map(([status, days]) => (
            <div key={status} className="border rounded px-2 py-1">
              <dt className="small fw-normal text-body-secondary">{t(`hr.attendance.values.status.${status}`)}</dt>
              <dd className="mb-0 fw-semibold">{formatNumber(days)}</dd>
            </div>
          ))}
        </dl>
      </LookupStates>
    </>
  );
}
