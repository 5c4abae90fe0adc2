import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ErrorState, Pager } from '@/features/hr';
import { AdminBreadcrumb } from '@/shared/ui/AdminBreadcrumb';
import { MailIcon } from '@/shared/ui/icons';
import { useErrorText } from '@/shared/ui/use-error-text';
import { MailMessages } from './MailMessages';
import { mailActions, type MailPaging } from './mail-slice';
import './mail.css';

/**
 * The mail sent (administration, Root and HR): every message the backend queued — codes,
 * notifications — with its status, tries and last error, newest first, a page at a time; a
 * failed one can be sent again (docs/server.md, "Mail").
 */
export default function MailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const state = useAppSelector((root) => root.mail);
  const [paging, setPaging] = useState<MailPaging>({ page: 1, pageSize: 20 });
  const title = t('menu.mail');

  const load = useCallback(() => dispatch(mailActions.load(paging)), [dispatch, paging]);
  useEffect(() => {
    load();
  }, [load]);
  const { resent } = state;
  useEffect(() => {
    if (resent) toast.success(t('mail.resent', { recipient: resent.recipient }));
  }, [resent, t]);

  const body = state.error ? (
    <ErrorState error={state.error} onRetry={load} />
  ) : state.items.length === 0 && !state.loading ? (
    <p className="text-center text-body-secondary py-5 mb-0">{t('mail.empty')}</p>
  ) : (
    <MailMessages messages={state.items} caption={title} resending={state.resending} onResend={(message) => dispatch(mailActions.resend(message.id))} />
  );

  return (
    <div className="container-fluid py-4">
      <AdminBreadcrumb page={title} />
      <h1 className="h4 d-flex align-items-center gap-2">
        <MailIcon aria-hidden="true" /> {title}
      </h1>
      <p className="text-body-secondary">{t('mail.intro')}</p>
      {state.delivery && state.delivery !== 'smtp' && (
        <div className="alert alert-info" role="note">
          {t(`mail.delivery.${state.delivery}`)}
        </div>
      )}
      {state.resendError && (
        <div className="alert alert-danger" role="alert">
          {errorText(state.resendError)}
        </div>
      )}
      <section className="card mt-3" aria-label={title} aria-busy={state.loading}>
        <div className="card-body d-flex border-bottom">
          <button type="button" className="btn btn-outline-secondary btn-sm ms-auto" onClick={load} disabled={state.loading}>
            {t('mail.refresh')}
          </button>
        </div>
        <div className="card-body">{body}</div>
        {!state.error && (
          <div className="card-body border-top">
            <Pager
              page={paging.page}
              pageSize={paging.pageSize}
              total={state.total}
              counting={state.loading}
              onPage={(page) => setPaging({ ...paging, page })}
              onPageSize={(pageSize) => setPaging({ page: 1, pageSize })}
            />
          </div>
        )}
      </section>
    </div>
  );
}
