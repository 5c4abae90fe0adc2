import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { RequestState } from './RequestState';
import { WithdrawButton } from './WithdrawButton';
import type { NamedChange } from './self-service-slice';

/** One's private-data changes, newest first: what each asks, its status, who accepted or rejected it and when. */
export function MyPrivateChanges({ employeeId, changes }: { employeeId: number; changes: readonly NamedChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <p className="text-body-secondary small mb-0">{t('selfService.record.noChange')}</p>;
  return (
    <ul className="self-list" aria-label={t('selfService.record.myChanges')}>
      {changes.map((change) => (
        <li key={change.id}>
          <div className="self-line">
            <span className="small text-body-secondary">{t('selfService.askedOn', { at: formatDateTime(change.createdAt) })}</span>
            {change.status === 'pending' && <WithdrawButton request={{ kind: 'change', id: change.id, version: change.version, employeeId }} />}
          </div>
          <dl className="mb-1 small">
            {change.fields.map((field) => (
              <div key={field}>
                <dt className="d-inline fw-semibold me-1">{t(`selfService.fields.${field}`)}</dt>
                <dd className="d-inline">{change[field] ?? t('selfService.record.cleared')}</dd>
              </div>
            ))}
          </dl>
          <RequestState {...change} />
        </li>
      ))}
    </ul>
  );
}
