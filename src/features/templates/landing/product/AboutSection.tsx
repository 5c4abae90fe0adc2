import { useTranslation } from 'react-i18next';
import { useLandingFormat } from '../shared/use-landing-format';
import { ABOUT_STATS } from './product-data';
import { ShoeArt } from './ShoeArt';

/** Who makes the shoes, and a few figures. */
export function AboutSection() {
  const { t } = useTranslation();
  const format = useLandingFormat();
  return (
    <section id="about" className="product-section" aria-labelledby="product-about-title">
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6">
            <div className="product-about__art rounded-4 p-4">
              <ShoeArt tone="ocean" className="product-about__shoe" />
              <ShoeArt tone="forest" className="product-about__shoe product-about__shoe--back" />
            </div>
          </div>
          <div className="col-lg-6">
            <p className="product-eyebrow text-uppercase fw-semibold small mb-2">{t('templates.product.about.eyebrow')}</p>
            <h2 id="product-about-title" className="fw-bold mb-3">
              {t('templates.product.about.title')}
            </h2>
            <p className="text-body-secondary">{t('templates.product.about.text')}</p>
            <p className="text-body-secondary mb-4">{t('templates.product.about.text2')}</p>
            <dl className="row g-3 mb-0">
              {ABOUT_STATS.map((stat) => (
                // The figure shows above its label; read in order, the label comes first.
                <div key={stat.id} className="col-4 d-flex flex-column-reverse justify-content-end">
                  <dt className="small fw-normal text-body-secondary">{t(`templates.product.about.stats.${stat.id}`)}</dt>
                  <dd className="product-stat fw-bold mb-0">{format.number(stat.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
