import { useTranslation } from 'react-i18next';
import { PLANS } from './plans';
import { PricingCard } from './PricingCard';
import { SectionHeading } from '../shared/SectionHeading';

export function PricingSection() {
  const { t } = useTranslation();
  return (
    <section id="pricing" className="onepage-section" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHeading
          id="pricing-title"
          title={t('templates.onepage.pricing.title')}
          text={t('templates.onepage.pricing.text')}
        />
        <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-4 list-unstyled mb-0">
          {PLANS.map((plan) => (
            <li key={plan.id} className="col">
              <PricingCard plan={plan} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
