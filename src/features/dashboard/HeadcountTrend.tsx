import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthHeadcount } from '@/domain/hr/dashboard';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@/i18n/languages';
import { formatNumber } from '@/shared/lib/format';
import { monthLabel } from '@/shared/lib/month-label';

const WIDTH = 320;
const HEIGHT = 132;
const PLOT = { left: 8, right: WIDTH - 8, top: 18, bottom: 100 };
const LABELS_Y = 122;

/** Where each month's point sits: months spread evenly, headcounts between the lowest and highest. */
function pointsOf(history: readonly MonthHeadcount[]) {
  const values = history.map((month) => month.headcount);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low;
  const step = history.length > 1 ? (PLOT.right - PLOT.left) / (history.length - 1) : 0;
  return history.map((month, index) => ({
    ...month,
    x: PLOT.left + index * step,
    // A flat history draws a line across the middle.
    y: span === 0 ? (PLOT.top + PLOT.bottom) / 2 : PLOT.bottom - ((month.headcount - low) / span) * (PLOT.bottom - PLOT.top),
  }));
}

/**
 * The headcount over the last months as a line. The drawing is hidden from screen readers;
 * a visually hidden table gives them every month's figure.
 */
export function HeadcountTrend({ history }: { history: readonly MonthHeadcount[] }) {
  const { t, i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const headingId = useId();
  const points = pointsOf(history);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const line = points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
  const area = `M${PLOT.left},${PLOT.bottom} L${line.replaceAll(' ', ' L')} L${last.x.toFixed(1)},${PLOT.bottom} Z`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h6 card-title mb-1">
          {t('home.trend.title')}
        </h2>
        <p className="small text-body-secondary mb-2">{t('home.trend.caption')}</p>
        {/* Time runs left to right in every language: the drawing keeps its direction. */}
        <svg className="dashboard-trend" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} direction="ltr" aria-hidden="true" focusable="false">
          <path className="dashboard-trend__area" d={area} />
          <polyline className="dashboard-trend__line" points={line} />
          {points.map((point) => (
            <circle key={point.month} className="dashboard-trend__point" cx={point.x} cy={point.y} r="2.5" />
          ))}
          {[first, last].map((point, index) => (
            <text key={point.month} className="dashboard-trend__value" x={point.x} y={point.y - 6} textAnchor={index === 0 ? 'start' : 'end'}>
              {formatNumber(point.headcount)}
            </text>
          ))}
          {points.map((point, index) =>
            (points.length - 1 - index) % 2 === 0 ? (
              <text
                key={point.month}
                className="dashboard-trend__month"
                x={point.x}
                y={LABELS_Y}
                textAnchor={index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle'}
              >
                {monthLabel(point.month, language, 'short')}
              </text>
            ) : null,
          )}
        </svg>
        {/* A table ignores the 1px width of visually-hidden: the wrapper holds it. */}
        <div className="visually-hidden">
          <table>
            <caption>{t('home.trend.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('home.trend.month')}</th>
                <th scope="col">{t('home.trend.headcount')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{monthLabel(month.month, language, 'long')}</th>
                  <td>{formatNumber(month.headcount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
