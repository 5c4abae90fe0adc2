import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InboxItem } from '@/contract/inbox';
import { formatDate } from '@/shared/lib/format';
import { paths } from '@/shared/paths';

/** The page of the request an item is about. */
const requestPath = (item: InboxItem) => paths.record(item.kind === 'mission' ? 'mission' : 'leave', item.id);

/** "12/04/2027 (afternoon) – 14/04/2027 (morning)": the halves said only when they are halves. */
function useDates(item: InboxItem): string | undefined {
  const { t } = useTranslation();
  if (!item.startDate) return undefined;
  const start = `${formatDate(item.startDate)}${item.startHalf === 'afternoon' ? ` (${t('inbox.afternoon')})` : ''}`;
  const end = item.endDate ? `${formatDate(item.endDate)}${item.endHalf === 'morning' ? ` (${t('inbox.morning')})` : ''}` : '';
  return end && item.endDate !== item.startDate ? `${start} – ${end}` : item.endHalf === 'morning' ? `${start} (${t('inbox.morning')})` : start;
}

export interface InboxCardProps {
  item: InboxItem;
  selected: boolean;
  onSelect(selected: boolean): void;
  onDecide(outcome: 'approved' | 'rejected'): void;
  busy: boolean;
}

/** One decision waiting: who asks what, when, what it costs and who else is away; approve or reject it. */
export function InboxCard({ item, selected, onSelect, onDecide, busy }: InboxCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dates = useDates(item);
  const facts = [
    item.days !== undefined ? t('inbox.days', { count: item.days }) : undefined,
    item.balanceAfter !== undefined ? t('inbox.balanceAfter', { count: item.balanceAfter }) : undefined,
    item.away ? t('inbox.away', { count: item.away.count, of: item.away.of }) : undefined,
    item.step ? t('inbox.step', { index: item.step.index + 1, count: item.step.count }) : undefined,
  ].filter((fact) => fact !== undefined);
  return (
    <li className="card inbox-card" aria-labelledby={titleId}>
      <div className="card-body d-flex gap-2">
        <label className="inbox-card__check">
          <input type="checkbox" className="form-check-input" checked={selected} onChange={(event) => onSelect(event.target.checked)} aria-label={t('inbox.select', { name: item.employeeName })} />
        </label>
        <div className="flex-grow-1 min-w-0">
          <h2 id={titleId} className="h6 mb-1">
            {item.employeeName} · {t(`inbox.kinds.${item.kind}`)}
            {item.title ? ` · ${item.title}` : ''}
          </h2>
          {item.onBehalfOf && <p className="small text-body-secondary mb-1">{t('inbox.onBehalfOf', { name: item.onBehalfOf.name })}</p>}
          {dates && <p className="mb-1">{dates}</p>}
          {facts.length > 0 && <p className="small mb-1">{facts.join(' · ')}</p>}
          {item.comment && <p className="small fst-italic mb-2 text-break">« {item.comment} »</p>}
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-success inbox-card__action" disabled={busy} onClick={() => onDecide('approved')}>
              {t('inbox.approve')}
            </button>
            <button type="button" className="btn btn-outline-danger inbox-card__action" disabled={busy} onClick={() => onDecide('rejected')}>
              {t('inbox.reject')}
            </button>
            <Link to={requestPath(item)} className="btn btn-link inbox-card__action">
              {t('inbox.open')}
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}
