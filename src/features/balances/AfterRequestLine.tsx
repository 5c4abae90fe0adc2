import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@/domain/common';
import { useDayText } from '@/shared/lib/use-day-text';
import { formatDate } from '@/shared/lib/format';
import { useBalanceOnDate } from './use-me-balances';

export interface AfterRequestProps {
  employeeId: number;
  typeId?: number;
  startDate?: string;
  endDate?: string;
  startHalf?: string;
  endHalf?: string;
  excludeId?: number;
}

/**
 * "After this request: N days left on {end date}": the paid-leave balance projected to the
 * request's last day, the request counted as the backend counts it (asked once the fields
 * stay still). Nothing while the fields are incomplete or the day is out of the projection's reach.
 */
export function AfterRequestLine({ employeeId, typeId, startDate, endDate, startHalf, endHalf, excludeId }: AfterRequestProps) {
  const { t } = useTranslation();
  const dayText = useDayText();
  const complete = typeId !== undefined && isIsoDate(startDate ?? '') && isIsoDate(endDate ?? '') && Boolean(startHalf) && Boolean(endHalf);
  const query = complete ? { date: endDate, typeId, startDate, endDate, startHalf, endHalf, excludeId } : null;
  const asked = useBalanceOnDate('after', employeeId, query);
  const after = asked.data?.request;
  if (!complete || asked.loading || !asked.data || !after) return null;
  return (
    <p className="mb-0 mt-1" data-testid="after-request">
      {t('meBalances.after', { days: dayText(after.availableAfter, 'ouvrables'), date: formatDate(asked.data.date) })}
    </p>
  );
}
