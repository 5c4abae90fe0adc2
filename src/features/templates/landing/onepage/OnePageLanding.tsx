import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackToTop } from '../shared/BackToTop';
import { LandingNavbar } from '../shared/LandingNavbar';
import { AboutSection } from './AboutSection';
import { ContactSection } from './ContactSection';
import { CountersSection } from './CountersSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { OnePageFooter } from './OnePageFooter';
import { PricingSection } from './PricingSection';
import { ONEPAGE_SECTIONS, SIGN_IN_PATH, sectionLabelKey } from './sections';
import './onepage.css';

/** One-page landing: navbar, hero, features, counters, about, pricing, contact, footer. */
export default function OnePageLanding() {
  const { t } = useTranslation();
  const sections = ONEPAGE_SECTIONS.map((id) => ({ id, label: t(sectionLabelKey(id)) }));
  return (
    <div className="onepage">
      <LandingNavbar
        sections={sections}
        brand={
          <Link to="/" className="onepage-brand fs-4 fw-bold text-decoration-none">
            {t('app.name')}
          </Link>
        }
        action={
          <Link to={SIGN_IN_PATH} className="btn btn-primary">
            {t('templates.onepage.signIn')}
          </Link>
        }
      />
      <main>
        <HeroSection />
        <FeaturesSection />
        <CountersSection />
        <AboutSection />
        <PricingSection />
        <ContactSection />
      </main>
      <OnePageFooter />
      <BackToTop />
    </div>
  );
}
