import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useWriteOutcome } from './field-errors';
import { MyPrivateChanges } from './MyPrivateChanges';
import { PhoneEditor } from './PhoneEditor';
import { PrivateChangeForm } from './PrivateChangeForm';
import { selectSelfService, selfServiceActions } from './self-service-slice';
import { withSelfServiceStore } from './self-service-store';
import './self-service.css';

withSelfServiceStore();

/**
 * My record's contact data: the phone changed directly; the personal e-mail, address and
 * emergency contact asked of HR (applied when HR accepts); my changes and who decided them.
 */
export function MyRecordCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { record, block, changes, loadError } = useAppSelector(selectSelfService);
  const [asking, setAsking] = useState(false);
  const reload = useCallback(() => dispatch(selfServiceActions.loadRecord(employeeId)), [dispatch, employeeId]);
  useEffect(() => {
    reload();
  }, [reload]);
  useWriteOutcome('withdraw', t('selfService.withdrawn'), reload);
  const closeForm = useCallback(() => setAsking(false), []);

  const current = {
    personalEmail: record?.personalEmail ?? '',
    address: record?.address ?? '',
    emergencyContactName: block?.emergencyContactName ?? '',
    emergencyContactPhone: block?.emergencyContactPhone ?? '',
  };
  const rows: [string, string | undefined][] = [
    ['workEmail', record?.workEmail],
    ['personalEmail', record?.personalEmail],
    ['address', record?.address],
    ['emergencyContactName', block?.emergencyContactName],
    ['emergencyContactPhone', block?.emergencyContactPhone],
  ];

  return (
    <section className="card" aria-labelledby="my-record-title">
      <div className="card-body d-grid gap-3">
        <h2 id="my-record-title" className="h5 mb-0">
          {t('selfService.record.title')}
        </h2>
        {loadError && <p className="text-danger mb-0">{t('selfService.loadFailed')}</p>}
        {!record && !loadError && <p className="text-body-secondary small mb-0">{t('selfService.loading')}</p>}
        {record && (
          <>
            <dl className="mb-0">
              <dt className="small text-body-secondary">{t('selfService.record.phone')}</dt>
              <dd>
                <PhoneEditor key={record.version} employeeId={employeeId} phone={record.phone} version={record.version} />
              </dd>
              {rows.map(([field, value]) => (
                <div key={field}>
                  <dt className="small text-body-secondary">{t(`selfService.fields.${field}`)}</dt>
                  <dd style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{value || '—'}</dd>
                </div>
              ))}
            </dl>
            {asking ? (
              <PrivateChangeForm employeeId={employeeId} current={current} onClose={closeForm} />
            ) : (
              <button type="button" className="btn btn-outline-primary self-button justify-self-start" onClick={() => setAsking(true)}>
                {t('selfService.record.ask')}
              </button>
            )}
            <h3 className="h6 mb-0">{t('selfService.record.myChanges')}</h3>
            <MyPrivateChanges employeeId={employeeId} changes={changes ?? []} />
          </>
        )}
      </div>
    </section>
  );
}
