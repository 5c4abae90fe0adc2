import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DashboardFigure, DashboardFigureName } from '@/domain/hr/dashboard';
import { formatNumber } from '@/shared/lib/format';
import { FIGURE_ICONS } from './figure-icons';
import { paths } from '@/shared/paths';

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

/** What a tile shows: its label, icon, count (a grey shape until it is known) and hint. */
function TileBody({ name, count, hintId, children }: { name: DashboardFigureName; count?: string; hintId?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const Icon = FIGURE_ICONS[name];
  return (
    <div className="card-body">
      <div className="d-flex align-items-start justify-content-between gap-2 mb-1">
        <p className="small fw-medium text-body-secondary mb-0">{t(`home.figures.${name}.label`)}</p>
        <span className={`dashboard-tile__icon rounded-3 bg-${TONES[name]}-subtle text-${TONES[name]}-emphasis`}>
          <Icon />
        </span>
      </div>
      <p className="fs-3 fw-semibold lh-1 mb-1">{count ?? <span className="placeholder col-4" />}</p>
      <div id={hintId} className="small text-body-secondary">
        <p className="mb-0">{t(`home.figures.${name}.hint`)}</p>
        {children}
      </div>
    </div>
  );
}

/** A tile whose figure is still on its way: the same words, a grey shape for the count. */
export function PendingFigureTile({ name }: { name: DashboardFigureName }) {
  return (
    <div className="card h-100 dashboard-tile">
      <TileBody name={name} />
    </div>
  );
}

/**
 * A figure as one link to the list it counts: named "label : figure" for screen readers,
 * its hint (and whatever else it shows) read as the link's description.
 */
export function FigureTile({ name, figure, children }: { name: DashboardFigureName; figure: DashboardFigure; children?: ReactNode }) {
  const { t } = useTranslation();
  const describedBy = useId();
  const shown = formatNumber(figure.count);
  return (
    <Link
      to={paths.list(figure.area, figure.filters)}
      className="card h-100 text-reset text-decoration-none dashboard-tile"
      aria-label={t('home.figureName', { label: t(`home.figures.${name}.label`), count: shown })}
      aria-describedby={describedBy}
    >
      <TileBody name={name} count={shown} hintId={describedBy}>
        {children}
      </TileBody>
    </Link>
  );
}
