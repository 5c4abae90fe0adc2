import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLandingFormat } from '../shared/use-landing-format';
import { CheckIcon } from './CheckIcon';
import { PLAN_ALLOWANCES, type Plan } from './plans';
import { SIGN_UP_PATH } from './sections';

export function PricingCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const format = useLandingFormat();
  const titleId = `plan-${plan.id}`;
  const lines = [
    ...Object.entries(PLAN_ALLOWANCES).map(([allowance, value]) => ({ allowance, value: format.number(value) })),
    {
      allowance: 'teamAccounts',
      value: plan.teamAccounts === 'unlimited' ? t('templates.onepage.pricing.unlimited') : format.number(plan.teamAccounts),
    },
  ];
  const onSale = 'salePercent' in plan;
  return (
    <article className={`card h-100 onepage-plan ${onSale ? 'onepage-plan--sale border-primary' : ''}`} aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column p-4">
        <div className="d-flex justify-content-between align-items-center gap-2 mb-3">
          <h3 id={titleId} className="h5 fw-semibold mb-0">
            {t(`templates.onepage.pricing.plans.${plan.id}`)}
          </h3>
          {onSale && (
            <span className="badge text-bg-danger">
              {t('templates.onepage.pricing.sale', { value: format.number(plan.salePercent) })}
            </span>
          )}
        </div>
        <p className="mb-4">
          <span className="onepage-plan__price fw-bold">{format.price(plan.monthlyCents)}</span>
          <span className="d-block text-body-secondary">{t('templates.onepage.pricing.perMonth')}</span>
        </p>
        <ul className="list-unstyled flex-grow-1 mb-4">
          {lines.map(({ allowance, value }) => (
            <li key={allowance} className="d-flex gap-2 mb-2">
              <CheckIcon />
              {t('templates.onepage.pricing.line', {
                label: t(`templates.onepage.pricing.allowances.${allowance}`),
                value,
              })}
            </li>
          ))}
        </ul>
        <Link
          to={SIGN_UP_PATH}
          className={`btn ${onSale ? 'btn-primary' : 'btn-outline-primary'} w-100`}
          aria-describedby={titleId}
        >
          {t('templates.onepage.pricing.select')}
        </Link>
      </div>
    </article>
  );
}
