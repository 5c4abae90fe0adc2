import { useTranslation } from 'react-i18next';
import type { LeaveBalance } from '@/domain/hr/leave-planning';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { monthlyAccrual } from '@/domain/rules/leave-balance';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { FractionnementWaiver } from './FractionnementWaiver';

/** How the months were counted: without their sickness (absent: not the reader's to know, docs/roles.md), neither its rate. */
const monthsText = (sicknessMonths: number | undefined) =>
  sicknessMonths === undefined
    ? 'hr.employee.tabs.leaves.monthsCountedOnly'
    : sicknessMonths > 0
      ? 'hr.employee.tabs.leaves.monthsWithSickness'
      : 'hr.employee.tabs.leaves.monthsCounted';

/**
 * The paid-leave balance as the backend computes it — earned, carried over, fractionnement,
 * taken, planned, pending, remaining — with how it was earned: the months counted (sick
 * leave at its own rate) and the main-leave days taken out of season, which the employee
 * may waive.
 */
export function BalanceFigures({ balance }: { balance: LeaveBalance }) {
  const { t } = useTranslation();
  const countsAs = LEAVE_TYPES.find((type) => type.id === balance.typeId)?.countsAs ?? 'ouvrables';
  const rates = monthlyAccrual(countsAs);
  const figures: [string, number][] = [
    ['acquired', balance.acquired],
    ...(balance.carriedOver !== 0 ? [['carriedOver', balance.carriedOver] as [string, number]] : []),
    ['fractionnement', balance.fractionnement],
    ['taken', balance.taken],
    ['planned', balance.planned],
    ['pending', balance.pending],
    ['available', balance.available],
  ];
  const months = { months: balance.monthsWorked, sick: balance.sicknessMonths, rate: formatNumber(rates.worked), sickRate: formatNumber(rates.sick) };
  return (
    <>
      <p className="small text-body-secondary mb-2">
        {t('hr.employee.tabs.leaves.period', { from: formatDate(balance.periodStart), to: formatDate(balance.periodEnd) })}
      </p>
      <dl className="d-flex flex-wrap gap-2 mb-2 employee-figures">
        {figures.map(([name, days]) => (
          <div key={name} className={`border rounded px-3 py-1${name === 'available' ? ' border-primary' : ''}`}>
            <dt className="small fw-normal text-body-secondary">{t(`hr.employee.tabs.leaves.${name}`)}</dt>
            <dd className={`mb-0 fs-5 fw-semibold${name === 'available' && days < 0 ? ' text-danger-emphasis' : ''}`}>
              <span dir="ltr">{formatNumber(days)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <ul className="small text-body-secondary mb-0 ps-3" data-testid="balance-explained">
        <li>{t(monthsText(balance.sicknessMonths), months)}</li>
        <li>{t('hr.employee.tabs.leaves.outOfSeason', { days: formatNumber(balance.mainLeaveOutOfSeason) })}</li>
      </ul>
      <FractionnementWaiver balance={balance} />
    </>
  );
}
