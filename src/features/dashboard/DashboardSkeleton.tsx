import { useTranslation } from 'react-i18next';
import { DASHBOARD_FIGURES } from '@/domain/hr/dashboard';

const SMALL_TILES = DASHBOARD_FIGURES.length - 1;

/** Grey shapes where the figures will be, so that the page does not jump when they arrive. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="placeholder-glow">
      <span className="visually-hidden">{t('home.loading')}</span>
      <div className="row row-cols-2 row-cols-lg-3 row-cols-xxl-6 g-3" aria-hidden="true">
        {Array.from({ length: SMALL_TILES }, (_, index) => (
          <div key={index} className="col">
            <div className="card h-100">
              <div className="card-body">
                <div className="d-flex justify-content-between gap-2 mb-1">
                  <span className="placeholder col-7" />
                  <span className="placeholder dashboard-tile__icon rounded-3" />
                </div>
                <span className="placeholder placeholder-lg col-4 mb-2 d-block" />
                <span className="placeholder placeholder-sm col-10" />
              </div>
            </div>
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
