import { useTranslation } from 'react-i18next';
import { CheckIcon } from './CheckIcon';
import { TeamArt } from './illustrations';

const POINTS = ['oneRecord', 'rules', 'languages'] as const;

export function AboutSection() {
  const { t } = useTranslation();
  return (
    <section id="about" className="onepage-section bg-body-tertiary" aria-labelledby="about-title">
      <div className="container">
        <div className="row align-items-center g-5">
          <div className="col-lg-6 order-lg-2">
            <p className="text-uppercase small fw-semibold onepage-kicker mb-2">{t('templates.onepage.sections.about')}</p>
            <h2 id="about-title" className="fw-bold mb-3">
              {t('templates.onepage.about.title')}
            </h2>
            <p className="text-body-secondary">{t('templates.onepage.about.text')}</p>
            <ul className="list-unstyled mb-0">
              {POINTS.map((point) => (
                <li key={point} className="d-flex gap-2 mb-2">
                  <CheckIcon />
                  <span>{t(`templates.onepage.about.points.${point}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-6 order-lg-1">
            <TeamArt />
          </div>
        </div>
      </div>
    </section>
  );
}
