import { useTranslation } from 'react-i18next';

/**
 * Placeholder on the myspace branch: the "projection" helper writes the real card (balances
 * per type and "on a date"); this one only keeps My space compiling until the merge.
 */
export function BalancesCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  return (
    <section className="card my-space-card" aria-labelledby={`my-balances-${employeeId}`}>
      <div className="card-body">
        <h2 id={`my-balances-${employeeId}`} className="h6 card-title">
          {t('me.balances.title')}
        </h2>
      </div>
    </section>
  );
}
