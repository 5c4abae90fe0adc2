import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';

/** What a request's page knows of its decision (a leave's or a mission order's item). */
export interface DecisionFields {
  status?: unknown;
  decidedAt?: unknown;
  decidedByName?: unknown;
  decisionComment?: unknown;
  approverName?: unknown;
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The decision a status says was taken: an order in progress or completed was approved. */
const DECIDED: Readonly<Record<string, 'approved' | 'rejected' | 'cancelled'>> = {
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  'in progress': 'approved',
  completed: 'approved',
};
/** Statuses awaiting a decision, by whether the request was submitted. */
const AWAITING: Readonly<Record<string, 'draft' | 'awaiting'>> = { draft: 'draft', pending: 'awaiting', submitted: 'awaiting' };

/**
 * The decision as sentences: who decided, when, and their comment; or, while the request
 * awaits a decision, who will take it (docs/domain.md).
 */
export function useDecisionText(): (record: DecisionFields) => { decision: string; comment?: string } {
  const { t } = useTranslation();
  return (record) => {
    const status = textOf(record.status) ?? '';
    const approver = textOf(record.approverName);
    const awaiting = AWAITING[status];
    if (awaiting) return { decision: approver ? t(`hr.decision.${awaiting}By`, { name: approver }) : t(`hr.decision.${awaiting}`) };
    const decided = DECIDED[status];
    const decidedAt = textOf(record.decidedAt);
    if (!decided || !decidedAt) return { decision: t('hr.decision.none') };
    const name = textOf(record.decidedByName);
    const date = formatDate(decidedAt);
    const decision = name ? t(`hr.decision.decidedBy.${decided}`, { name, date }) : t(`hr.decision.decidedOn.${decided}`, { date });
    return { decision, comment: textOf(record.decisionComment) };
  };
}
