import { useTranslation } from 'react-i18next';
import { useLandingFormat } from '../shared/use-landing-format';
import { FadeIn } from './FadeIn';
import { SHOWCASE } from './product-data';
import { ReturnIcon, ShieldIcon, TruckIcon } from './product-icons';
import { ShoeArt } from './ShoeArt';

const PERKS = [
  { id: 'delivery', Icon: TruckIcon },
  { id: 'returns', Icon: ReturnIcon },
  { id: 'warranty', Icon: ShieldIcon },
] as const;

/** The top of the page: the promise, the way to the collection, a shoe and its lowest price. */
export function HeroSection() {
  const { t } = useTranslation();
  const format = useLandingFormat();
  const lowestPrice = format.price(Math.min(...SHOWCASE.map((item) => item.priceCents)));
  return (
    <section id="home" className="product-hero" aria-labelledby="product-home-title">
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6 text-center text-lg-start">
            <FadeIn step={0}>
              <p className="product-eyebrow text-uppercase fw-semibold small mb-2">{t('templates.product.hero.eyebrow')}</p>
              <h1 id="product-home-title" className="product-hero__title fw-bold mb-3">
                {t('templates.product.hero.title')}
              </h1>
            </FadeIn>
            <FadeIn step={1}>
              <p className="lead text-body-secondary mb-4">{t('templates.product.hero.text')}</p>
            </FadeIn>
            <FadeIn step={2} className="d-flex flex-wrap gap-2 justify-content-center justify-content-lg-start">
              <a href="#product" className="btn btn-primary btn-lg">
                {t('templates.product.hero.shop')}
              </a>
              <a href="#about" className="btn btn-outline-secondary btn-lg">
                {t('templates.product.hero.learnMore')}
              </a>
            </FadeIn>
          </div>
          <div className="col-lg-6">
            <div className="product-hero__stage mx-auto">
              <FadeIn step={3}>
                <ShoeArt tone="coral" className="product-hero__shoe" />
              </FadeIn>
              <FadeIn step={4} className="product-hero__tag shadow">
                {t('templates.product.hero.fromPrice', { price: lowestPrice })}
              </FadeIn>
            </div>
          </div>
        </div>
        <FadeIn step={5}>
          <ul className="product-hero__perks list-unstyled row g-3 mt-4 mb-0">
            {PERKS.map(({ id, Icon }) => (
              <li key={id} className="col-sm-4 d-flex align-items-center justify-content-center gap-2">
                <span className="product-icon-badge">
                  <Icon />
                </span>
                {t(`templates.product.hero.perks.${id}`)}
              </li>
            ))}
          </ul>
        </FadeIn>
      </div>
    </section>
  );
}
