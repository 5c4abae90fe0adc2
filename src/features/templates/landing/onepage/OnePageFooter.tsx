import { useTranslation } from 'react-i18next';
import { NewsletterForm } from '../shared/NewsletterForm';

/** The foot of the landing: the brand, the newsletter form and the copyright line. */
export function OnePageFooter() {
  const { t } = useTranslation();
  return (
    <footer className="onepage-footer py-5" data-bs-theme="dark">
      <div className="container">
        <div className="row g-4 align-items-start">
          <div className="col-lg-6">
            <p className="fs-4 fw-bold mb-2">{t('app.name')}</p>
            <p className="mb-0 onepage-footer__muted">{t('templates.onepage.footer.text')}</p>
          </div>
          <div className="col-lg-6">
            <h2 className="h5 fw-semibold">{t('templates.onepage.footer.newsletterTitle')}</h2>
            <p className="onepage-footer__muted">{t('templates.onepage.footer.newsletterText')}</p>
            <NewsletterForm submitLabel={t('templates.onepage.footer.subscribe')} />
          </div>
        </div>
        <hr className="my-4" />
        <p className="small mb-0 onepage-footer__muted">
          © {new Date().getFullYear()} {t('app.name')} — {t('templates.frame.footer')}
        </p>
      </div>
    </footer>
  );
}
