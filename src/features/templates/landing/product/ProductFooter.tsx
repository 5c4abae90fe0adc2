import { useTranslation } from 'react-i18next';
import { PRODUCT_SECTIONS } from './product-data';

/** The foot of the page: the shop, links back to the sections, the rights line. */
export function ProductFooter() {
  const { t } = useTranslation();
  return (
    <footer className="product-footer py-5">
      <div className="container">
        <div className="row g-4">
          <div className="col-md-6">
            <p className="product-brand fs-4 fw-bold mb-2">{t('templates.product.brand')}</p>
            <p className="mb-0 product-footer__muted">{t('templates.product.footer.text')}</p>
          </div>
          <nav className="col-md-6" aria-label={t('templates.product.footer.explore')}>
            <h2 className="h6 text-uppercase mb-3">{t('templates.product.footer.explore')}</h2>
            <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
              {PRODUCT_SECTIONS.map((id) => (
                <li key={id}>
                  <a href={`#${id}`} className="product-footer__link">
                    {t(`templates.product.nav.${id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="small product-footer__muted border-top pt-4 mt-4 mb-0">
          {t('templates.product.footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
