import { useTranslation } from 'react-i18next';
import type { RetentionOverview } from '@/contract/retention';

/** The retention policy as the backend applies it: each category and the texts behind it, how long it is kept, from when, what its purge does. */
export function PolicyTable({ policy }: { policy: RetentionOverview['policy'] }) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive" role="region" aria-label={t('retention.policy.title')} tabIndex={0}>
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">{t('retention.policy.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('retention.policy.category')}</th>
            <th scope="col">{t('retention.policy.kept')}</th>
            <th scope="col">{t('retention.policy.action')}</th>
          </tr>
        </thead>
        <tbody>
          {policy.map((rule) => (
            <tr key={rule.category}>
              <th scope="row" className="fw-normal">
                {t(`retention.categories.${rule.category}`)}
                <div className="small text-body-secondary">
                  {t('retention.policy.source')}: {rule.source}
                </div>
              </th>
              <td>{rule.years === 0 ? t(`retention.policy.until.${rule.from}`) : t(`retention.policy.years.${rule.from}`, { count: rule.years })}</td>
              <td>{t(`retention.actions.${rule.action}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
