import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Absence, ServiceAbsences } from '@/domain/hr/leave-planning';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { formatDate } from '@/shared/lib/format';
import { leaveTypeName } from '@/shared/lib/reference-labels';
import { absenceClasses } from './absence-tones';
import { monthColumns, rowCells, type DayColumn } from './absence-grid';
import { useDateNames } from './use-date-names';

/** The short code a bar shows: its type's (CP, RTT…), none for an absence without its type. */
export const absenceCode = (absence: Absence): string | undefined =>
  absence.typeId === undefined ? undefined : (LEAVE_TYPES.find((type) => type.id === absence.typeId)?.code ?? absence.typeName);

const offClass = (column: DayColumn) => (column.holiday ? 'absence-holiday' : column.weekend ? 'absence-weekend' : '');

/** "Congés payés, du 03/03/2026 après-midi au 07/03/2026 (en attente)". */
function useAbsenceText() {
  const { t } = useTranslation();
  return (absence: Absence) => {
    const from = formatDate(absence.startDate);
    const to = formatDate(absence.endDate);
    return t('hr.leave.absences.bar', {
      type: leaveTypeName(t, absence.typeId, absence.typeName),
      from: absence.startHalf === 'afternoon' ? t('hr.leave.absences.afternoonOf', { date: from }) : from,
      to: absence.endHalf === 'morning' ? t('hr.leave.absences.morningOf', { date: to }) : to,
      status: t(`hr.leave.values.status.${absence.status}`),
    });
  };
}

/** The month as a grid: a row per person, a column per day, each absence a bar linking to its request. */
export function AbsenceGrid({ data, caption, today }: { data: ServiceAbsences; caption: string; today: string }) {
  const { t } = useTranslation();
  const names = useDateNames();
  const describe = useAbsenceText();
  const columns = monthColumns(data);
  const holidayName = (holiday: { key: string; name: string }) => t(`calendar.holidays.${holiday.key}`, { defaultValue: holiday.name });

  return (
    <div className="table-responsive">
      <table className="table table-sm table-bordered absence-grid mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="absence-name">
              {t('hr.leave.absences.employee')}
            </th>
            {columns.map((column) => (
              <th
                key={column.date}
                scope="col"
                className={`absence-day ${offClass(column)} ${column.date === today ? 'absence-today' : ''}`}
                title={column.holiday ? holidayName(column.holiday) : undefined}
                aria-current={column.date === today ? 'date' : undefined}
              >
                <span aria-hidden="true">
                  <span className="absence-weekday">{names.weekday(column.date)}</span>
                  {column.day}
                </span>
                <span className="visually-hidden">
                  {names.long(column.date)}
                  {column.holiday ? ` — ${holidayName(column.holiday)}` : ''}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.employees.map((employee) => {
            const cells = rowCells(columns, data.absences.filter((absence) => absence.employeeId === employee.id));
            return (
              <tr key={employee.id}>
                <th scope="row" className="absence-name" title={`${employee.name} (${employee.matricule})`}>
                  {employee.name}
                </th>
                {cells.map((cell) => {
                  if (cell.kind === 'day') return <td key={cell.column.date} className={offClass(cell.column)} />;
                  const { absence, span, startsHalf, endsHalf } = cell;
                  const text = describe(absence);
                  const code = absenceCode(absence) ?? t('hr.leave.absent');
                  return (
                    <td key={`${absence.id}-${absence.startDate}`} colSpan={span} className="px-1">
                      <Link
                        to={`../${absence.id}`}
                        relative="path"
                        className={`absence-bar ${absenceClasses(absence.typeId, absence.status === 'pending')}`}
                        style={{
                          marginInlineStart: startsHalf ? `${50 / span}%` : undefined,
                          marginInlineEnd: endsHalf ? `${50 / span}%` : undefined,
                        }}
                        title={text}
                      >
                        <span aria-hidden="true">{code}</span>
                        <span className="visually-hidden">{text}</span>
                      </Link>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
