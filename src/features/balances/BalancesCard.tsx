import { Card, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { BalanceOnDatePanel } from './BalanceOnDatePanel';
import { TypeBalances } from './TypeBalances';
import { useTypeBalances } from './use-me-balances';

/** My balances per leave type, and the paid-leave balance on a date (docs/domain.md, "On a date"). */
export function BalancesCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const types = useTypeBalances(employeeId);
  return (
    <Card className="mb-3" data-testid="balances-card">
      <Card.Body>
        <Card.Title as="h2" className="h5">{t('meBalances.title')}</Card.Title>
        {types.loading && !types.data && <Spinner animation="border" size="sm" role="status" aria-label={t('meBalances.loading')} />}
        {types.error && <p className="text-danger small" role="alert">{t('meBalances.error')}</p>}
        {types.data && <TypeBalances items={types.data} />}
        <BalanceOnDatePanel employeeId={employeeId} />
      </Card.Body>
    </Card>
  );
}
