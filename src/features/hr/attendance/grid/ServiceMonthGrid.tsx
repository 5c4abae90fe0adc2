import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ATTENDANCE_STATUSES } from '@/domain/hr/attendance';
import { valueLabelKey } from '@/features/hr/toolkit/list-definition';
import { FlagMark, ruleNames } from './FlagMark';
import { longDay, narrowWeekday } from './grid-month';
import { ServiceDayCell } from './ServiceDayCell';
import type { ServiceMonth } from './service-month';
import { useDuration } from './duration';

export interface ServiceMonthGridProps {
  model: ServiceMonth;
  caption: string;
  languageTag: string;
  /** The address of a person's own month. */
  employeeLink(employeeId: number): string;
}

/** A service's month: its people down, the days across; weekends and public holidays shaded. */
export function ServiceMonthGrid({ model, caption, languageTag, employeeLink }: ServiceMonthGridProps) {
  const { t } = useTranslation();
  const formatDuration = useDuration();
  if (model.rows.length === 0) {
    return <p className="text-body-secondary py-4 text-center mb-0">{t('hr.attendance.grid.noEmployees')}</p>;
  }
  return (
    <>
      <div className="table-responsive att-service">
        <table className="table table-sm table-bordered align-middle mb-0 att-service__table">
          <caption className="visually-hidden">{caption}</caption>
          <thead className="hr-table__head">
            <tr>
              <th scope="col" className="att-sticky text-start">
                {t('hr.attendance.grid.columns.employee')}
              </th>
              {model.columns.map((column) => {
                const holiday = column.holiday
                  ? t(`calendar.holidays.${column.holiday.key}`, { defaultValue: column.holiday.name })
                  : undefined;
                return (
                  <th
                    key={column.date}
                    scope="col"
                    className={`att-day${column.weekend || holiday ? ' att-off-cell' : ''}`}
                    title={holiday}
                  >
                    <span aria-hidden="true">
                      {narrowWeekday(languageTag, column.date)}
                      <br />
                      {Number(column.date.slice(8, 10))}
                    </span>
                    <span className="visually-hidden">{[longDay(languageTag, column.date), holiday].filter(Boolean).join(', ')}</span>
                  </th>
                );
              })}
              <th scope="col" className="text-end">
                {t('hr.attendance.grid.columns.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {model.rows.map((row) => (
              <tr key={row.employee.id} data-employee={row.employee.id}>
                <th scope="row" className="att-sticky text-start fw-normal text-nowrap">
                  <Link to={employeeLink(row.employee.id)}>{row.employee.name}</Link>
                </th>
                {model.columns.map((column) => (
                  <ServiceDayCell key={column.date} cell={row.cells[column.date]} off={column.weekend || column.holiday !== undefined} />
                ))}
                <td className="att-cell text-end fw-semibold" title={ruleNames(t, row.weekFlags) || undefined}>
                  {formatDuration(row.workedMinutes)}
                  <FlagMark flags={row.weekFlags} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="mt-3 small" aria-labelledby="att-legend">
        <h3 id="att-legend" className="h6 mb-2">
          {t('hr.attendance.grid.legend')}
        </h3>
        <ul className="list-inline mb-0">
          {ATTENDANCE_STATUSES.map((status) => (
            <li key={status} className="list-inline-item me-3">
              <span className="fw-semibold">{t(`hr.attendance.grid.short.${status}`)}</span> {t(valueLabelKey('attendance', 'status', status))}
            </li>
          ))}
          <li className="list-inline-item me-3">
            <span className="att-swatch att-off-cell" aria-hidden="true" /> {t('hr.attendance.grid.dayOff')}
          </li>
          <li className="list-inline-item">
            <span aria-hidden="true">⚠</span> {t('hr.attendance.grid.flagged')}
          </li>
        </ul>
      </section>
    </>
  );
}
