import { useTranslation } from 'react-i18next';
import type { TypeBalance } from '@/domain/hr/leave-projection';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { useDayText } from '@/shared/lib/use-day-text';

const FIGURES = ['acquired', 'carriedOver', 'fractionnement', 'taken', 'planned', 'pending'] as const;

/** One block per leave type: what is left (paid leave), then its figures in a grid that wraps on a phone. */
export function TypeBalances({ items }: { items: readonly TypeBalance[] }) {
  const { t } = useTranslation();
  const dayText = useDayText();
  return (
    <ul className="list-unstyled mb-0" data-testid="type-balances">
      {items.map((item) => {
        const countsAs = LEAVE_TYPES.find((type) => type.id === item.typeId)?.countsAs ?? 'ouvrés';
        const figures = FIGURES.flatMap((name) => (item[name] === undefined ? [] : [[name, item[name]] as const]));
        return (
          <li key={item.typeId} className="border rounded px-3 py-2 mb-2" aria-label={item.typeName}>
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <strong>{item.typeName}</strong>
              {item.remaining !== undefined && (
                <span className="fw-semibold">{t('meBalances.remaining', { days: dayText(item.remaining, countsAs) })}</span>
              )}
            </div>
            <dl className="row row-cols-2 row-cols-sm-3 g-1 small mb-0 mt-1">
              {figures.map(([name, value]) => (
                <div key={name} className="col">
                  <dt className="fw-normal text-body-secondary">{t(`meBalances.figures.${name}`)}</dt>
                  <dd className="mb-0">{dayText(value, countsAs)}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
