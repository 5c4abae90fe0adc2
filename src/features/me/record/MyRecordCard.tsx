import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths';

/**
 * Placeholder on the myspace branch: the "selfservice" helper writes the real card (what I
 * may edit, private-data changes sent to HR); this one links to the record until the merge.
 */
export function MyRecordCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  return (
    <section className="card my-space-card" aria-labelledby={`my-record-${employeeId}`}>
      <div className="card-body">
        <h2 id={`my-record-${employeeId}`} className="h6 card-title">
          {t('me.record.title')}
        </h2>
        <Link to={paths.record('employee', employeeId)} className="btn btn-outline-primary my-space-action">
          {t('me.record.open')}
        </Link>
      </div>
    </section>
  );
}
