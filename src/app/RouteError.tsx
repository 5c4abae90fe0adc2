import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';

/** Whatever broke in a page, the user gets words and a way back, never a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="container py-5" role="alert">
      <h1 className="h4">{t('errors.pageTitle')}</h1>
      <p className="text-body-secondary">{t('errors.pageText')}</p>
      {detail && <pre className="small text-body-secondary text-wrap">{detail}</pre>}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <Link to="/" className="btn btn-outline-secondary">
          {t('errors.home')}
        </Link>
      </div>
    </main>
  );
}
