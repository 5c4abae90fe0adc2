import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DashboardFigure, DashboardFigureName } from '@/domain/hr/dashboard';
import { formatNumber } from '@/shared/lib/format';
import { FIGURE_ICONS } from './figure-icons';
import { listHref } from './list-links';

/** Bootstrap colours of each figure's icon. */
const TONES: Record<DashboardFigureName, string> = {
  headcount: 'primary',
  arrivals: 'success',
  departures: 'secondary',
  pendingLeaves: 'warning',
  awayToday: 'info',
  missionsInProgress: 'primary',
  contractsEnding: 'danger',
};

/**
 * A figure as one link to the list it counts: named "label : figure" for screen readers,
 * its hint (and whatever else it shows) read as the link's description.
 */
export function FigureTile({ name, figure, children }: { name: DashboardFigureName; figure: DashboardFigure; children?: ReactNode }) {
  const { t } = useTranslation();
  const describedBy = useId();
  const Icon = FIGURE_ICONS[name];
  const label = t(`home.figures.${name}.label`);
  const shown = formatNumber(figure.count);
  return (
    <Link
      to={listHref(figure)}
      className="card h-100 text-reset text-decoration-none dashboard-tile"
      aria-label={t('home.figureName', { label, count: shown })}
      aria-describedby={describedBy}
    >
      <div className="card-body">
        <div className="d-flex align-items-start justify-content-between gap-2 mb-1">
          <p className="small fw-medium text-body-secondary mb-0">{label}</p>
          <span className={`dashboard-tile__icon rounded-3 bg-${TONES[name]}-subtle text-${TONES[name]}-emphasis`}>
            <Icon />
          </span>
        </div>
        <p className="fs-3 fw-semibold lh-1 mb-1">{shown}</p>
        <div id={describedBy} className="small text-body-secondary">
          <p className="mb-0">{t(`home.figures.${name}.hint`)}</p>
          {children}
        </div>
      </div>
    </Link>
  );
}
