import { useTranslation } from 'react-i18next';
import { ENTRY_KINDS } from './day-entries';

/** What each colour stands for. */
export function CalendarLegend() {
  const { t } = useTranslation();
  return (
    <ul className="list-inline small mb-0" aria-label={t('calendar.legend')}>
      {ENTRY_KINDS.map((kind) => (
        <li key={kind} className="list-inline-item me-3">
          <span className={`cal-legend__swatch cal-chip--${kind} me-1`} aria-hidden="true" />
          {t(`calendar.kinds.${kind}`)}
        </li>
      ))}
    </ul>
  );
}
