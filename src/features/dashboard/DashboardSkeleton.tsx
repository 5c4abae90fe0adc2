import { useTranslation } from 'react-i18next';
import { SMALL_TILES } from './DashboardFigures';
import { PendingFigureTile } from './FigureTile';

/**
 * The tiles' words with grey shapes where the figures will be, so that the page reads at
 * once and does not jump when they arrive.
 */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="placeholder-glow">
      <span className="visually-hidden">{t('home.loading')}</span>
      <div className="row row-cols-2 row-cols-lg-3 row-cols-xxl-6 g-3" aria-hidden="true">
        {SMALL_TILES.map((name) => (
          <div key={name} className="col">
            <PendingFigureTile name={name} />
          </div>
        ))}
      </div>
      <div className="row g-3 mt-0" aria-hidden="true">
        <div className="col-lg-7">
          <div className="card dashboard-skeleton__panel" />
        </div>
        <div className="col-lg-5">
          <div className="card dashboard-skeleton__panel" />
        </div>
      </div>
    </div>
  );
}
