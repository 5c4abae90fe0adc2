import { useTranslation } from 'react-i18next';
import { FEATURES } from './product-data';
import { FEATURE_ICONS } from './product-icons';
import { SectionHeading } from '../shared/SectionHeading';

/** What the shoes are made of and made for. */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section id="features" className="product-section product-section--tinted" aria-labelledby="product-features-title">
      <div className="container">
        <SectionHeading
          id="product-features-title"
          title={t('templates.product.features.title')}
          text={t('templates.product.features.text')}
        />
        <ul className="row g-4 list-unstyled mb-0">
          {FEATURES.map((id) => {
            const Icon = FEATURE_ICONS[id];
            return (
              <li key={id} className="col-sm-6 col-lg-3">
                <div className="product-feature h-100 p-4 rounded-3">
                  <span className="product-icon-badge product-icon-badge--lg mb-3">
                    <Icon />
                  </span>
                  <h3 className="h5">{t(`templates.product.features.items.${id}.title`)}</h3>
                  <p className="text-body-secondary mb-0">{t(`templates.product.features.items.${id}.text`)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
