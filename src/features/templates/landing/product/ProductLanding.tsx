import { useTranslation } from 'react-i18next';
import { BackToTop } from '../shared/BackToTop';
import { LandingNavbar } from '../shared/LandingNavbar';
import { AboutSection } from './AboutSection';
import { FeaturesSection } from './FeaturesSection';
import { FeedbackSection } from './FeedbackSection';
import { HeroSection } from './HeroSection';
import { NewsletterBand } from './NewsletterBand';
import { PRODUCT_SECTIONS } from './product-data';
import { ProductFooter } from './ProductFooter';
import { ShowcaseSection } from './ShowcaseSection';
import './product-landing.css';

/** The shoe shop's landing page: Home, Our Product, Features, About Us, Feedback. */
export default function ProductLanding() {
  const { t } = useTranslation();
  const sections = PRODUCT_SECTIONS.map((id) => ({ id, label: t(`templates.product.nav.${id}`) }));
  return (
    <div className="product-landing">
      <LandingNavbar
        sections={sections}
        brand={<span className="product-brand fs-4 fw-bold">{t('templates.product.brand')}</span>}
      />
      <main>
        <HeroSection />
        <ShowcaseSection />
        <FeaturesSection />
        <AboutSection />
        <NewsletterBand />
        <FeedbackSection />
      </main>
      <ProductFooter />
      <BackToTop />
    </div>
  );
}
