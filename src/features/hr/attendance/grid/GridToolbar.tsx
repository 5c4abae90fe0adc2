import { useTranslation } from 'react-i18next';
import { GRID_MODES, type GridMode } from './grid-types';

export interface GridToolbarProps {
  mode: GridMode;
  monthTitle: string;
  loading: boolean;
  onMode(mode: GridMode): void;
  onStep(step: -1 | 1): void;
  onThisMonth(): void;
}

/** Per employee or per service; the month shown, the previous and the next. */
export function GridToolbar({ mode, monthTitle, loading, onMode, onStep, onThisMonth }: GridToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <div className="btn-group" role="group" aria-label={t('hr.attendance.grid.modeLabel')}>
        {GRID_MODES.map((option) => (
          <button
            key={option}
            type="button"
            className={`btn btn-sm ${mode === option ? 'btn-secondary' : 'btn-outline-secondary'}`}
            aria-pressed={mode === option}
            onClick={() => onMode(option)}
          >
            {t(`hr.attendance.grid.modes.${option}`)}
          </button>
        ))}
      </div>
      <div className="btn-group ms-md-auto" role="group" aria-label={t('hr.attendance.grid.navigation')}>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onStep(-1)} aria-label={t('hr.attendance.grid.previous')}>
          <span className="att-arrow" aria-hidden="true">‹</span>
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onThisMonth}>
          {t('hr.attendance.grid.thisMonth')}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onStep(1)} aria-label={t('hr.attendance.grid.next')}>
          <span className="att-arrow" aria-hidden="true">›</span>
        </button>
      </div>
      <p className="h6 mb-0 text-capitalize att-month" aria-live="polite">
        {monthTitle}
      </p>
      {loading && (
        <span className="spinner-border spinner-border-sm text-secondary" role="status">
          <span className="visually-hidden">{t('hr.list.loading')}</span>
        </span>
      )}
    </div>
  );
}
