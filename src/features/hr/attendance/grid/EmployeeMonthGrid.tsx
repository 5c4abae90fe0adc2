import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewDayDefaults } from './day-input';
import { DayRow } from './DayRow';
import type { EmployeeMonth } from './employee-month';
import type { DaySave } from './grid-slice';
import { dayKey } from './grid-types';
import { WeekRow } from './WeekRow';
import { useDuration } from './duration';

export interface EmployeeMonthGridProps {
  model: EmployeeMonth;
  employeeId: number;
  saves: Record<string, DaySave>;
  defaults: NewDayDefaults;
  caption: string;
  languageTag: string;
}

const COLUMNS = ['day', 'status', 'checkIn', 'checkOut', 'breakMinutes', 'worked', 'flags'] as const;

/** One employee's month: a row per day, each week's subtotal after its last day, the month's totals. */
export function EmployeeMonthGrid({ model, employeeId, saves, defaults, caption, languageTag }: EmployeeMonthGridProps) {
  const { t } = useTranslation();
  const formatDuration = useDuration();
  const { totals } = model;
  const quota = totals.quota;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle mb-0 att-grid">
        <caption className="visually-hidden">{caption}</caption>
        <thead className="hr-table__head">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'worked' ? 'text-end' : undefined}>
                {t(`hr.attendance.grid.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.lines.map((line) => (
            <Fragment key={line.date}>
              <DayRow
                line={line}
                employeeId={employeeId}
                save={saves[dayKey(employeeId, line.date)]}
                defaults={defaults}
                languageTag={languageTag}
              />
              {model.weeks
                .filter((week) => week.closesOn === line.date)
                .map((week) => (
                  <WeekRow key={week.weekStart} week={week} languageTag={languageTag} />
                ))}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr className="att-total">
            <th scope="row" colSpan={5}>
              {t('hr.attendance.grid.monthTotal')}
              <span className="d-block small fw-normal text-body-secondary">
                {t('hr.attendance.grid.monthOvertime', { at25: formatDuration(totals.at25), at50: formatDuration(totals.at50) })}
              </span>
            </th>
            <td className="text-end text-nowrap fw-bold" data-month-total>
              {formatDuration(totals.workedMinutes)}
            </td>
            <td />
          </tr>
          <tr>
            <td colSpan={COLUMNS.length} className={quota.exceeded ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'}>
              {t(quota.exceeded ? 'hr.attendance.grid.quotaExceeded' : 'hr.attendance.grid.quota', {
                used: formatDuration(quota.usedMinutes),
                quota: quota.quotaHours,
                remaining: formatDuration(quota.remainingMinutes),
              })}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
