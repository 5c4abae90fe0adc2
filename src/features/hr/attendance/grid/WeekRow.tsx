import { useTranslation } from 'react-i18next';
import type { WeekLine } from './employee-month';
import { FlagBadges } from './FlagBadges';
import { dayAndMonth } from './grid-month';
import { useDuration } from './duration';

/** The subtotal of an ISO week (Monday–Sunday): time worked, overtime by band, the week's flags. */
export function WeekRow({ week, languageTag }: { week: WeekLine; languageTag: string }) {
  const { t } = useTranslation();
  const formatDuration = useDuration();
  return (
    <tr className="att-week" data-week={week.weekStart}>
      <th scope="row" colSpan={5}>
        {t('hr.attendance.grid.week', { from: dayAndMonth(languageTag, week.weekStart), to: dayAndMonth(languageTag, week.weekEnd) })}
        <span className="d-block small fw-normal text-body-secondary">
          {t('hr.attendance.grid.overtime', { at25: formatDuration(week.overtime.at25), at50: formatDuration(week.overtime.at50) })}
          {!week.countsInMonth && ` · ${t('hr.attendance.grid.countedNextMonth')}`}
        </span>
      </th>
      <td className="text-end text-nowrap fw-semibold">{formatDuration(week.workedMinutes)}</td>
      <td>
        <FlagBadges flags={week.flags} />
      </td>
    </tr>
  );
}
