import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ScrollLink } from '../shared/ScrollLink';
import { DashboardArt } from './illustrations';
import { SIGN_UP_PATH } from './sections';

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section id="home" className="onepage-hero onepage-section" aria-labelledby="home-title">
      <div className="container">
        <div className="row align-items-center g-5">
          <div className="col-lg-6 text-center text-lg-start">
            <h1 id="home-title" className="display-5 fw-bold mb-4">
              {t('templates.onepage.hero.title')}
            </h1>
            <p className="lead text-body-secondary mb-4">{t('templates.onepage.hero.text')}</p>
            <div className="d-flex flex-wrap gap-2 justify-content-center justify-content-lg-start">
              <Link to={SIGN_UP_PATH} className="btn btn-primary btn-lg">
                {t('templates.onepage.hero.getStarted')}
              </Link>
              <ScrollLink target="features" className="btn btn-outline-primary btn-lg">
                {t('templates.onepage.hero.explore')}
              </ScrollLink>
            </div>
          </div>
          <div className="col-lg-6">
            <DashboardArt className="onepage-hero__art" />
          </div>
        </div>
      </div>
    </section>
  );
}
