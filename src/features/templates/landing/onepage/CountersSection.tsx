import { useTranslation } from 'react-i18next';
import { CountUp } from './CountUp';
import { useInViewOnce } from './use-in-view-once';

/** What the counters count to, in order. */
export const COUNTERS = [
  { key: 'layouts', value: 4 },
  { key: 'languages', value: 12 },
  { key: 'apps', value: 7 },
  { key: 'modes', value: 4 },
  { key: 'customers', value: 36500 },
] as const;

export function CountersSection() {
  const { t } = useTranslation();
  const { ref, seen } = useInViewOnce<HTMLUListElement>();
  return (
    <section className="onepage-counters py-5" aria-labelledby="counters-title">
      <div className="container">
        <h2 id="counters-title" className="visually-hidden">
          {t('templates.onepage.counters.title')}
        </h2>
        <ul ref={ref} className="row row-cols-2 row-cols-md-3 row-cols-lg-5 g-4 justify-content-center list-unstyled text-center mb-0">
          {COUNTERS.map(({ key, value }) => (
            <li key={key} className="col">
              <p className="onepage-counter display-6 fw-bold mb-1">
                <bdi dir="ltr">
                  <CountUp value={value} started={seen} />
                </bdi>
              </p>
              <p className="mb-0">{t(`templates.onepage.counters.${key}`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
