import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UpcomingExit } from '@/domain/hr/exit';
import { formatDate } from '@/shared/lib/format';
import { paths } from '@/shared/paths';

/** The exits of the next 30 days, each with the items of its checklist still open (HR). */
export function UpcomingExits({ exits }: { exits: readonly UpcomingExit[] }) {
  const { t } = useTranslation();
  return (
    <section className="card mt-4" aria-labelledby="upcoming-exits-title">
      <div className="card-body">
        <h2 id="upcoming-exits-title" className="h6 card-title">
          {t('home.exits.title')}
        </h2>
        {exits.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('home.exits.none')}</p>
        ) : (
          <ul className="list-unstyled mb-0" data-testid="upcoming-exits">
            {exits.map((exit) => (
              <li key={exit.employeeId} className="py-2 border-bottom">
                <Link to={`${paths.record('employee', exit.employeeId)}?tab=exit`}>{exit.employeeName}</Link>{' '}
                <span className="text-body-secondary small">{t('home.exits.on', { date: formatDate(exit.exitDate) })}</span>
                <div className="small">
                  {exit.openItems.length === 0
                    ? t('home.exits.allDone')
                    : t('home.exits.open', { items: exit.openItems.map((item) => t(`hr.employee.exitChecklist.items.${item}`)).join(', ') })}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
