import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoMonth, monthSpan } from '@/domain/rules/calendar';
import { workingTimeFlags } from '@/domain/rules/attendance-rules';
import { FlagBadges, LookupStates, useLookupList } from '@/features/hr';
import { formatDate } from '@/shared/lib/format';
import { CorrectionDialog } from './CorrectionDialog';
import { SectionCard } from '@/shared/ui/SectionCard';

/** Minutes as "7 h 45". */
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

/** My attendance of the month, day by day, with the working-time rules each day breaks; a day can be corrected. */
export function MyAttendanceCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const month = localIsoMonth();
  const { from, to } = monthSpan(month);
  const { lookup, reload } = useLookupList('me.attendance', 'attendance', { page: 1, pageSize: 31, sort: 'date', filters: { employeeId, from, to } });
  const [correcting, setCorrecting] = useState<string | null>(null);
  const items = lookup?.items ?? [];
  const flags = new Map(
    workingTimeFlags(items.flatMap((day) => (day.checkIn && day.checkOut ? [{ date: day.date, checkIn: day.checkIn, checkOut: day.checkOut, breakMinutes: day.breakMinutes ?? 0 }] : []))).days.map(
      (day) => [day.date, day.flags],
    ),
  );
  const done = () => {
    setCorrecting(null);
    reload();
  };
  return (
    <SectionCard id="my-attendance-title" title={t('me.attendance.title')} className="card my-space-card">
      <LookupStates lookup={lookup} onRetry={reload} emptyText={t('me.attendance.empty')}>
        <ul className="list-unstyled mb-0 my-space-list">
          {items.map((day) => (
            <li key={day.id} className="my-space-item d-flex flex-wrap align-items-center gap-2">
              <span className="fw-semibold">{formatDate(day.date)}</span>
              <span className="small">{t(`hr.attendance.values.status.${day.status}`)}</span>
              {day.checkIn && day.checkOut && (
                <span className="small text-body-secondary" dir="ltr">
                  {day.checkIn}–{day.checkOut} · {hours(day.workedMinutes ?? 0)}
                </span>
              )}
              <FlagBadges flags={flags.get(day.date) ?? []} />
              <button type="button" className="btn btn-link btn-sm ms-auto my-space-action" onClick={() => setCorrecting(day.date)}>
                {t('me.attendance.correct')}
                <span className="visually-hidden"> {formatDate(day.date)}</span>
              </button>
            </li>
          ))}
        </ul>
      </LookupStates>
      <CorrectionDialog employeeId={employeeId} date={correcting} onClose={() => setCorrecting(null)} onDone={done} />
    </SectionCard>
  );
}
