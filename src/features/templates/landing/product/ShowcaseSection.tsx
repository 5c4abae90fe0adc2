import { useTranslation } from 'react-i18next';
import { useLandingFormat } from '../shared/use-landing-format';
import { SHOWCASE } from './product-data';
import { Rating } from './Rating';
import { SectionHeading } from '../shared/SectionHeading';
import { ShoeArt } from './ShoeArt';

/** The four showcase shoes with their prices and ratings. */
export function ShowcaseSection() {
  const { t } = useTranslation();
  const format = useLandingFormat();
  return (
    <section id="product" className="product-section" aria-labelledby="product-showcase-title">
      <div className="container">
        <SectionHeading
          id="product-showcase-title"
          title={t('templates.product.showcase.title')}
          text={t('templates.product.showcase.text')}
        />
        <ul className="row g-4 list-unstyled mb-0">
          {SHOWCASE.map((item) => (
            <li key={item.id} className="col-sm-6 col-lg-3">
              <article className="card product-card h-100 border-0 shadow-sm">
                <div className="product-card__art rounded-top">
                  <ShoeArt tone={item.tone} />
                </div>
                <div className="card-body">
                  <p className="small text-body-secondary mb-1">
                    {t(`templates.product.showcase.items.${item.id}.category`)}
                  </p>
                  <h3 className="h5 mb-3">{t(`templates.product.showcase.items.${item.id}.name`)}</h3>
                  <div className="d-flex justify-content-between align-items-center">
                    <span className="product-price fs-5 fw-bold">{format.price(item.priceCents)}</span>
                    <Rating value={item.rating} />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
