import { useTranslation } from 'react-i18next';
import { useLandingFormat } from '../shared/use-landing-format';
import { StarIcon } from './product-icons';

/** A rating out of 5: a star and the value on screen, the whole sentence for screen readers. */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation();
  const rating = useLandingFormat().number(value);
  return (
    <span className="product-rating d-inline-flex align-items-center gap-1 fw-semibold">
      <StarIcon />
      <span aria-hidden="true">{rating}</span>
      <span className="visually-hidden">{t('templates.product.rating', { rating })}</span>
    </span>
  );
}
