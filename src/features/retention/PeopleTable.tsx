import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RetentionPerson } from '@/contract/retention';
import { fieldLabel } from '@/features/hr';
import { formatDate } from '@/shared/lib/format';
import { paths } from '@/shared/paths';

/**
 * The people concerned, each with the categories due: what is due (`detail` absent) or, for the
 * dry run, what a purge would do to each (the fields anonymised, the records deleted).
 */
export function PeopleTable({ people, caption, detail = false }: { people: readonly RetentionPerson[]; caption: string; detail?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('retention.people.name')}</th>
            <th scope="col" className="d-none d-md-table-cell">
              {t('retention.people.exitDate')}
            </th>
            <th scope="col">{detail ? t('retention.people.changes') : t('retention.people.due')}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.employeeId}>
              <th scope="row" className="fw-normal">
                <Link to={paths.record('employee', person.employeeId)}>{person.name}</Link>
                <div className="small text-body-secondary">{person.matricule}</div>
                {person.exitDate && (
                  <div className="small text-body-secondary d-md-none">
                    {t('retention.people.exitDate')}: {formatDate(person.exitDate)}
                  </div>
                )}
              </th>
              <td className="text-nowrap d-none d-md-table-cell">{person.exitDate ? formatDate(person.exitDate) : '—'}</td>
              <td>
                <ul className="list-unstyled mb-0 small">
                  {person.items.map((item) => (
                    <li key={item.category}>
                      <span className="fw-semibold">{t(`retention.categories.${item.category}`)}</span>
                      {' — '}
                      {detail && item.action === 'anonymise' && item.fields.length > 0
                        ? t('retention.people.anonymiseFields', { fields: item.fields.map((field) => fieldLabel(t, 'employee', field)).join(', ') })
                        : t(`retention.people.${item.action}`, { count: item.records })}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
