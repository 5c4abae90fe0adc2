import { useTranslation } from 'react-i18next';
import { valueLabelKey } from '@/features/hr/toolkit/list-definition';
import { attendanceList } from '../list';
import { FlagMark, ruleNames } from './FlagMark';
import type { ServiceCell } from './service-month';
import { useDuration } from './duration';

const TONES = attendanceList.columns.find((column) => column.key === 'status')?.tones ?? {};

/** A person's day in the service's grid: the time worked (or the status's initials), coloured by status, flagged when a rule is broken. */
export function ServiceDayCell({ cell, off }: { cell: ServiceCell | undefined; off: boolean }) {
  const { t } = useTranslation();
  const formatDuration = useDuration();
  const offClass = off ? ' att-off-cell' : '';
  if (!cell) return <td className={`att-cell${offClass}`} />;
  const { day, workedMinutes, flags } = cell;
  const tone = TONES[day.status] ?? 'secondary';
  const status = t(valueLabelKey('attendance', 'status', day.status));
  const rules = ruleNames(t, flags);
  const worked = workedMinutes > 0 ? formatDuration(workedMinutes, true) : null;
  const times = day.checkIn ? `${day.checkIn}–${day.checkOut ?? '…'}` : '';
  return (
    <td
      className={`att-cell bg-${tone}-subtle text-${tone}-emphasis${offClass}`}
      title={[status, times, rules].filter(Boolean).join(' · ')}
    >
      <span className="visually-hidden">{worked ? `${status}, ${formatDuration(workedMinutes)}` : status}</span>
      <span aria-hidden="true">{worked ?? t(`hr.attendance.grid.short.${day.status}`)}</span>
      <FlagMark flags={flags} />
    </td>
  );
}
