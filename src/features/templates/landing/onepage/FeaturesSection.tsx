import { useTranslation } from 'react-i18next';
import { FEATURE_ICONS, type FeatureName } from './feature-icons';
import { SectionHeading } from '../shared/SectionHeading';

const FEATURES = Object.keys(FEATURE_ICONS) as FeatureName[];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section id="features" className="onepage-section" aria-labelledby="features-title">
      <div className="container">
        <SectionHeading
          id="features-title"
          title={t('templates.onepage.features.title')}
          text={t('templates.onepage.features.text')}
        />
        <ul className="row g-4 list-unstyled mb-0">
          {FEATURES.map((feature) => {
            const Icon = FEATURE_ICONS[feature];
            return (
              <li key={feature} className="col-md-6 col-lg-4">
                <div className="d-flex gap-3 h-100">
                  <span className="onepage-icon flex-shrink-0">
                    <Icon />
                  </span>
                  <div>
                    <h3 className="h5 fw-semibold">{t(`templates.onepage.features.items.${feature}.title`)}</h3>
                    <p className="text-body-secondary mb-0">{t(`templates.onepage.features.items.${feature}.text`)}</p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
