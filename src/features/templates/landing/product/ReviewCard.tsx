import { useTranslation } from 'react-i18next';

/** One customer's review: the quote, who said it and from where. */
export function ReviewCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const name = t(`templates.product.feedback.items.${id}.name`);
  return (
    <figure className="product-review card h-100 border-0 shadow-sm p-4 mb-0">
      <blockquote className="mb-4">
        <p className="mb-0">“{t(`templates.product.feedback.items.${id}.quote`)}”</p>
      </blockquote>
      <figcaption className="d-flex align-items-center gap-3 mt-auto">
        <span className="product-review__avatar" aria-hidden="true">
          {name.charAt(0)}
        </span>
        <span>
          <span className="d-block fw-semibold">{name}</span>
          <span className="small text-body-secondary">{t(`templates.product.feedback.items.${id}.city`)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
