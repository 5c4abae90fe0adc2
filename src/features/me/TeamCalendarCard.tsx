import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths';

/** The team calendar of my unit: who is away when (the calendar says "Absent", not why). */
export function TeamCalendarCard() {
  const { t } = useTranslation();
  return (
    <section className="card my-space-card" aria-labelledby="my-team-title">
      <div className="card-body">
        <h2 id="my-team-title" className="h6 card-title">
          {t('me.team.title')}
        </h2>
        <p className="small text-body-secondary">{t('me.team.text')}</p>
        <Link to={paths.calendar()} className="btn btn-outline-primary my-space-action">
          {t('me.team.open')}
        </Link>
      </div>
    </section>
  );
}
