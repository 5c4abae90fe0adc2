import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/SectionCard';
import { BalanceOnDatePanel } from './BalanceOnDatePanel';
import { TypeBalances } from './TypeBalances';
import { useTypeBalances } from './use-me-balances';

/** My balances per leave type, and the paid-leave balance on a date (docs/domain.md, "On a date"). */
export function BalancesCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const types = useTypeBalances(employeeId);
  return (
    <SectionCard id="my-balances-title" title={t('meBalances.title')} className="card my-space-card" testId="balances-card">
      {types.loading && !types.data && <Spinner animation="border" size="sm" role="status" aria-label={t('meBalances.loading')} />}
      {types.error && (
        <p className="text-danger small" role="alert">
          {t('meBalances.error')}
        </p>
      )}
      {types.data && <TypeBalances items={types.data} />}
      <BalanceOnDatePanel employeeId={employeeId} />
    </SectionCard>
  );
}
