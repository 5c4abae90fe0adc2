import { useTranslation } from 'react-i18next';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-dates';

export interface CalendarToolbarProps {
  title: string;
  titleId: string;
  view: CalendarView;
  loading: boolean;
  onStep(step: -1 | 1): void;
  onToday(): void;
  onView(view: CalendarView): void;
  /** Absent for a user who may not create events. */
  onNew?(): void;
}

/** Previous, today, next; the period shown; month or week; a new event (for those allowed). */
export function CalendarToolbar({ title, titleId, view, loading, onStep, onToday, onView, onNew }: CalendarToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <div className="btn-group" role="group" aria-label={t('calendar.navigation')}>
        <button type="button" className="btn btn-outline-secondary" onClick={() => onStep(-1)} aria-label={t(`calendar.previous.${view}`)}>
          <span className="cal-arrow" aria-hidden="true">‹</span>
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onToday}>
          {t('calendar.today')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => onStep(1)} aria-label={t(`calendar.next.${view}`)}>
          <span className="cal-arrow" aria-hidden="true">›</span>
        </button>
      </div>
      <h2 id={titleId} className="h5 mb-0 cal-title text-capitalize" aria-live="polite">
        {title}
      </h2>
      {loading && (
        <span className="spinner-border spinner-border-sm text-secondary" role="status">
          <span className="visually-hidden">{t('calendar.loading')}</span>
        </span>
      )}
      <div className="ms-auto d-flex flex-wrap gap-2">
        <div className="btn-group" role="group" aria-label={t('calendar.view')}>
          {CALENDAR_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              className={`btn ${view === option ? 'btn-secondary' : 'btn-outline-secondary'}`}
              aria-pressed={view === option}
              onClick={() => onView(option)}
            >
              {t(`calendar.views.${option}`)}
            </button>
          ))}
        </div>
        {onNew && (
          <button type="button" className="btn btn-primary" onClick={onNew}>
            {t('calendar.newEvent')}
          </button>
        )}
      </div>
    </div>
  );
}
