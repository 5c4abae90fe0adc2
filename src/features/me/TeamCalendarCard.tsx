import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths';
import { SectionCard } from '@/shared/ui/SectionCard';

/** The team calendar of my unit: who is away when (the calendar says "Absent", not why). */
export function TeamCalendarCard() {
  const { t } = useTranslation();
  return (
    <SectionCard id="my-team-title" title={t('me.team.title')} className="card my-space-card">
      <p className="small text-body-secondary">{t('me.team.text')}</p>
      <Link to={paths.calendar()} className="btn btn-outline-primary my-space-action">
        {t('me.team.open')}
      </Link>
    </SectionCard>
  );
}
