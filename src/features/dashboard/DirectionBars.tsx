import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DirectionFigure } from '@/domain/hr/dashboard';
import { formatNumber } from '@/shared/lib/format';
import { paths } from '@/shared/paths';

/** A horizontal bar, its length the share of the largest figure (mirrored right to left by CSS). */
function Bar({ value, largest }: { value: number; largest: number }) {
  const length = largest > 0 ? (100 * value) / largest : 0;
  return (
    <svg className="dashboard-bar__svg" viewBox="0 0 100 8" preserveAspectRatio="none" width="100%" height="8" aria-hidden="true" focusable="false">
      <rect className="dashboard-bar__track" width="100" height="8" />
      <rect className="dashboard-bar__fill" width={length} height="8" />
    </svg>
  );
}

/**
 * Active headcount by direction as horizontal bars. Each bar is a link to the direction's
 * active employees, named with its figure: the list of links is the chart's text alternative.
 */
export function DirectionBars({ directions, withoutDirection }: { directions: readonly DirectionFigure[]; withoutDirection: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const largest = Math.max(withoutDirection, ...directions.map((direction) => direction.count));
  return (
    <section className="card h-100" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h6 card-title mb-3">
          {t('home.byDirection.title')}
        </h2>
        {directions.length === 0 && withoutDirection === 0 ? (
          <p className="text-body-secondary mb-0">{t('home.byDirection.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0 d-flex flex-column gap-1">
            {directions.map((direction) => {
              const label = direction.enterpriseName ? `${direction.name}, ${direction.enterpriseName}` : direction.name;
              return (
                <li key={direction.directionId}>
                  <Link
                    to={paths.list(direction.area, direction.filters)}
                    className="dashboard-bar d-block rounded px-2 py-1 text-reset text-decoration-none"
                    aria-label={t('home.figureName', { label, count: formatNumber(direction.count) })}
                  >
                    <span className="d-flex justify-content-between gap-3 small mb-1">
                      <span className="text-truncate">
                        {direction.name}
                        {direction.enterpriseName && <span className="text-body-secondary"> · {direction.enterpriseName}</span>}
                      </span>
                      <span className="fw-semibold">{formatNumber(direction.count)}</span>
                    </span>
                    <Bar value={direction.count} largest={largest} />
                  </Link>
                </li>
              );
            })}
            {withoutDirection > 0 && (
              <li className="px-2 py-1">
                <span className="d-flex justify-content-between gap-3 small mb-1">
                  <span>{t('home.byDirection.none')}</span>
                  <span className="fw-semibold">{formatNumber(withoutDirection)}</span>
                </span>
                <Bar value={withoutDirection} largest={largest} />
              </li>
            )}
          </ul>
        )}
      </div>
    </section>
  );
}
