import { useTranslation } from 'react-i18next';
import { NewsletterForm } from '../shared/NewsletterForm';

/** The landing's newsletter form (required, email type). */
export function NewsletterBand() {
  const { t } = useTranslation();
  return (
    <section className="product-newsletter py-5" aria-labelledby="product-newsletter-title">
      <div className="container">
        <div className="product-newsletter__box rounded-4 p-4 p-md-5 row g-4 align-items-center mx-0">
          <div className="col-lg-6">
            <h2 id="product-newsletter-title" className="h3 fw-bold mb-2">
              {t('templates.product.newsletter.title')}
            </h2>
            <p className="mb-0">{t('templates.product.newsletter.text')}</p>
          </div>
          <div className="col-lg-6">
            <NewsletterForm submitLabel={t('templates.product.newsletter.subscribe')} />
          </div>
        </div>
      </div>
    </section>
  );
}
