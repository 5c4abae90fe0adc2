import { useTranslation } from 'react-i18next';
import { FeedbackCarousel } from './FeedbackCarousel';
import { SectionHeading } from '../shared/SectionHeading';

/** What customers say, in a carousel. */
export function FeedbackSection() {
  const { t } = useTranslation();
  return (
    <section id="feedback" className="product-section product-section--tinted" aria-labelledby="product-feedback-title">
      <div className="container">
        <SectionHeading
          id="product-feedback-title"
          title={t('templates.product.feedback.title')}
          text={t('templates.product.feedback.text')}
        />
        <FeedbackCarousel />
      </div>
    </section>
  );
}
