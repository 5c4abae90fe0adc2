import { useTranslation } from 'react-i18next';
import type { Absence } from '@/domain/hr/leave-planning';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { absenceClasses } from './absence-tones';

/** What the colours and patterns mean: the leave types shown, approved or pending, days off. */
export function AbsenceLegend({ absences }: { absences: readonly Absence[] }) {
  const { t } = useTranslation();
  const typeIds = [...new Set(absences.flatMap((absence) => (absence.typeId === undefined ? [] : [absence.typeId])))].sort((a, b) => a - b);
  const someAbsent = absences.some((absence) => absence.typeId === undefined);
  const item = (key: string, swatch: string, label: string) => (
    <li key={key} className="d-inline-flex align-items-center gap-1">
      <span className={`absence-swatch ${swatch}`} aria-hidden="true" />
      {label}
    </li>
  );
  return (
    <div className="small">
      <h3 className="visually-hidden">{t('hr.leave.absences.legend')}</h3>
      <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
        {typeIds.map((typeId) =>
          item(
            `type-${typeId}`,
            absenceClasses(typeId, false),
            `${LEAVE_TYPES.find((type) => type.id === typeId)?.code ?? typeId} — ${t(`hr.leave.values.typeId.${typeId}`)}`,
          ),
        )}
        {someAbsent && item('absent', absenceClasses(undefined, false), t('hr.leave.absent'))}
        {item('approved', 'border border-secondary bg-body-secondary', t('hr.leave.absences.approved'))}
        {item('pending', 'border border-secondary bg-body-secondary absence-bar--pending', t('hr.leave.absences.pending'))}
        {item('weekend', 'border absence-legend-weekend', t('hr.leave.absences.weekend'))}
        {item('holiday', 'border absence-legend-holiday', t('hr.leave.absences.holiday'))}
      </ul>
    </div>
  );
}
