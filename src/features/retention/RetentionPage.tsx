import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ErrorState } from '@/features/hr';
import { formatDate } from '@/shared/lib/format';
import { AdminBreadcrumb } from '@/shared/ui/AdminBreadcrumb';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { HourglassIcon } from '@/shared/ui/icons';
import { useErrorText } from '@/shared/ui/use-error-text';
import { DueCounts } from './DueCounts';
import { PeopleTable } from './PeopleTable';
import { PolicyTable } from './PolicyTable';
import { retentionActions } from './retention-slice';

/**
 * Forgetting on time (HR, docs/retention.md): the retention policy, what is due today among the
 * people of the reader's reach, a dry run saying what a purge would change, and the purge,
 * confirmed in a dialog.
 */
export default function RetentionPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { overview, error, loading, dryRun, acting, actionError, purged } = useAppSelector((root) => root.retention);
  const [confirming, setConfirming] = useState(false);
  const title = t('menu.retention');

  useEffect(() => {
    dispatch(retentionActions.load());
  }, [dispatch]);

  const due = overview?.people ?? [];
  const records = overview ? Object.values(overview.due).reduce((sum, count) => sum + count, 0) : 0;

  return (
    <div className="container-fluid py-4">
      <AdminBreadcrumb page={title} />
      <h1 className="h4 d-flex align-items-center gap-2">
        <HourglassIcon aria-hidden="true" /> {title}
      </h1>
      <p className="text-body-secondary">{t('retention.intro')}</p>
      {error && <ErrorState error={error} onRetry={() => dispatch(retentionActions.load())} />}
      {overview && (
        <>
          <section className="card" aria-labelledby="retention-due-title" aria-busy={loading}>
            <div className="card-body">
              <h2 id="retention-due-title" className="h5">
                {t('retention.due.title', { date: formatDate(overview.today) })}
              </h2>
              <DueCounts counts={overview.due} empty={t('retention.due.none')} />
              {overview.listed && <p className="small text-body-secondary mt-2 mb-0">{t('retention.due.listed', { date: formatDate(overview.listed.day) })}</p>}
              {purged && (
                <div className="alert alert-success mt-3 mb-0" role="status">
                  {t('retention.purged', { count: purged.people })}
                </div>
              )}
              {actionError && (
                <div className="alert alert-danger mt-3 mb-0" role="alert">
                  {errorText(actionError)}
                </div>
              )}
              {due.length > 0 && (
                <>
                  <div className="d-flex flex-wrap gap-2 my-3">
                    <button type="button" className="btn btn-outline-primary" onClick={() => dispatch(retentionActions.runDry())} disabled={acting !== null}>
                      {acting === 'dryRun' && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                      {t('retention.dryRun.run')}
                    </button>
                    <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)} disabled={acting !== null}>
                      {acting === 'purge' && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                      {t('retention.purge.open')}
                    </button>
                  </div>
                  {dryRun ? (
                    <section aria-labelledby="retention-dry-run-title">
                      <h3 id="retention-dry-run-title" className="h6">
                        {t('retention.dryRun.title')}
                      </h3>
                      <p className="small text-body-secondary">{t('retention.dryRun.hint')}</p>
                      <DueCounts counts={dryRun.changes} empty={t('retention.due.none')} />
                      {dryRun.people.length > 0 && (
                        <div className="mt-3">
                          <PeopleTable people={dryRun.people} caption={t('retention.people.changes')} detail />
                        </div>
                      )}
                    </section>
                  ) : (
                    <PeopleTable people={due} caption={t('retention.people.caption')} />
                  )}
                </>
              )}
            </div>
          </section>
          <section className="card mt-3" aria-labelledby="retention-policy-title">
            <div className="card-body">
              <h2 id="retention-policy-title" className="h5">
                {t('retention.policy.title')}
              </h2>
              <p className="small text-body-secondary">{t('retention.policy.hint')}</p>
              <PolicyTable policy={overview.policy} />
            </div>
          </section>
          <ConfirmDialog
            show={confirming}
            title={t('retention.purge.title')}
            confirmLabel={t('retention.purge.confirm')}
            busy={acting === 'purge'}
            onConfirm={() => {
              setConfirming(false);
              dispatch(retentionActions.purge(overview.today));
            }}
            onCancel={() => setConfirming(false)}
          >
            <p>{t('retention.purge.body', { people: due.length, records })}</p>
            <p className="mb-0">{t('retention.purge.irreversible')}</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
