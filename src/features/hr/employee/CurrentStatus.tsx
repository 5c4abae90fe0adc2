import type { AreaItem } from '@/contract/areas';
import type { TFunction } from 'i18next';
import { formatDate } from '@/shared/lib/format';

const TONES: Record<string, string> = { upcoming: 'info', active: 'success', suspended: 'warning', left: 'secondary' };

/** The employee's status today, by their dates (the stored one when the list has no other), and "leaving on …" ahead of a recorded exit. */
export function CurrentStatus({ item, t }: { item: AreaItem<'employee'>; t: TFunction }) {
  const status = String(item.currentStatus ?? item.status ?? '');
  const tone = TONES[status] ?? 'secondary';
  return (
    <>
      <span className={`badge rounded-pill fw-medium bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}>
        {t(`hr.employee.values.status.${status}`)}
      </span>
      {typeof item.leavingOn === 'string' && (
        <span className="d-block small text-warning-emphasis">{t('hr.employee.leavingOn', { date: formatDate(item.leavingOn) })}</span>
      )}
    </>
  );
}
