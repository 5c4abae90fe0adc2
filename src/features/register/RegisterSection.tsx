import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterLine, RegisterSection as Section } from '@/domain/hr/staff-register';
import { amendmentValue, contractValue, mentionLabel, mentionValue, permitValue } from './register-text';

/** One section of the register (staff, or interns) as a table, in hiring order; each line's amendments under it. */
export function RegisterSection({ section, lines }: { section: Section; lines: readonly RegisterLine[] }) {
  const { t } = useTranslation();
  const titleId = `register-${section}-title`;
  const headers = [
    t('staffRegister.rank'),
    t('staffRegister.name'),
    mentionLabel(t, 'nationality'),
    mentionLabel(t, 'birthDate'),
    mentionLabel(t, 'gender'),
    t('staffRegister.jobAndQualification'),
    mentionLabel(t, 'entryDate'),
    mentionLabel(t, 'exitDate'),
    t('staffRegister.contract'),
    t('staffRegister.permit'),
  ];
  return (
    <section className="card mt-3" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5">
          {t(`staffRegister.sections.${section}`)} <span className="badge text-bg-secondary">{lines.length}</span>
        </h2>
        {lines.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('staffRegister.empty')}</p>
        ) : (
          // Scrolled sideways on a narrow screen: reachable by the keyboard.
          <div className="table-responsive" role="region" aria-label={t(`staffRegister.sections.${section}`)} tabIndex={0}>
            <table className="table table-sm align-top mb-0 staff-register">
              <caption className="visually-hidden">{t(`staffRegister.sections.${section}`)}</caption>
              <thead>
                <tr>
                  {headers.map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => {
                  const { facts } = line;
                  const cells = [
                    mentionValue(t, 'nationality', facts.nationality),
                    mentionValue(t, 'birthDate', facts.birthDate),
                    mentionValue(t, 'gender', facts.gender),
                    [facts.job, facts.qualification].filter(Boolean).join(' — '),
                    mentionValue(t, 'entryDate', facts.entryDate),
                    mentionValue(t, 'exitDate', facts.exitDate),
                    contractValue(t, facts),
                    permitValue(facts) || '—',
                  ];
                  return (
                    <Fragment key={line.id}>
                      <tr className={line.amendments.length > 0 ? 'register-amended' : undefined}>
                        <td data-label={headers[0]}>{line.rank}</td>
                        <th scope="row" data-label={headers[1]}>
                          <div>
                            {facts.lastName.toLocaleUpperCase()} {facts.firstName}
                            <div className="small text-body-secondary fw-normal">{line.matricule}</div>
                          </div>
                        </th>
                        {cells.map((cell, index) => (
                          <td key={headers[index + 2]} data-label={headers[index + 2]}>
                            {cell}
                          </td>
                        ))}
                      </tr>
                      {line.amendments.length > 0 && (
                        <tr className="register-amendments">
                          <td colSpan={headers.length}>
                            <span className="visually-hidden">{t('staffRegister.amendments')}</span>
                            <ul className="list-unstyled small mb-0">
                              {line.amendments.map((amendment, index) => (
                                <li key={index}>{amendmentValue(t, amendment)}</li>
                              ))}
                            </ul>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
