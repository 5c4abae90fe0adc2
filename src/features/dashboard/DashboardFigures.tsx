import { DASHBOARD_FIGURES, headcountWithoutDirection, type DashboardSummary } from '@/domain/hr/dashboard';
import { AwayPeople } from './AwayPeople';
import { DirectionBars } from './DirectionBars';
import { FigureTile } from './FigureTile';
import { HeadcountTrend } from './HeadcountTrend';

/** The figures shown as the small tiles of the first row. */
export const SMALL_TILES = DASHBOARD_FIGURES.filter((name) => name !== 'awayToday');

/** The figures as tiles, then headcount by direction beside today's absents and the headcount's trend. */
export function DashboardFigures({ summary }: { summary: DashboardSummary }) {
  const { figures } = summary;
  return (
    <>
      <div className="row row-cols-2 row-cols-lg-3 row-cols-xxl-6 g-3">
        {SMALL_TILES.map((name) => (
          <div key={name} className="col">
            <FigureTile name={name} figure={figures[name]} />
          </div>
        ))}
      </div>
      <div className="row g-3 mt-0">
        <div className="col-lg-7">
          <DirectionBars directions={summary.byDirection} withoutDirection={headcountWithoutDirection(summary)} />
        </div>
        <div className="col-lg-5 d-flex flex-column gap-3">
          <div>
            <FigureTile name="awayToday" figure={figures.awayToday}>
              <AwayPeople people={summary.awayToday} total={figures.awayToday.count} />
            </FigureTile>
          </div>
          <HeadcountTrend history={summary.history} />
        </div>
      </div>
    </>
  );
}
