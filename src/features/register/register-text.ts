import type { TFunction } from 'i18next';
import type { MentionValue, RegisterAmendment, RegisterFacts, RegisterMention } from '@/domain/hr/staff-register';
import { formatDate, formatDateTime } from '@/shared/lib/format';

const DATES: ReadonlySet<RegisterMention> = new Set(['birthDate', 'entryDate', 'exitDate']);

/** A mention's name in the user's language. */
export const mentionLabel = (t: TFunction, field: RegisterMention): string => t(`staffRegister.mentions.${field}`);

/** A mention's value as the page and the XLSX show it: dates as the user reads them, the contract's and sex's names translated; none: "—". */
export function mentionValue(t: TFunction, field: RegisterMention, value: MentionValue | undefined): string {
  if (value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('hr.list.yes') : t('hr.list.no');
  if (DATES.has(field)) return formatDate(value);
  if (field === 'contractType') return t(`hr.employee.values.contractType.${value}`);
  if (field === 'gender') return t(`hr.employee.values.gender.${value}`);
  return value;
}

/** "Fixed-term (CDD), part-time, agency: Adecco". */
export const contractValue = (t: TFunction, facts: RegisterFacts): string =>
  [
    mentionValue(t, 'contractType', facts.contractType),
    facts.partTime ? t('staffRegister.partTime') : '',
    facts.tempAgency ? t('staffRegister.agency', { agency: facts.tempAgency }) : '',
  ]
    .filter(Boolean)
    .join(', ');

/** "Carte de résident n° 123": a work permit's kind and number. */
export const permitValue = (facts: RegisterFacts): string => [facts.workPermitKind, facts.workPermitNumber].filter(Boolean).join(' n° ');

/** "12/03/2026 14:05, Claire Martin: Exit date — → 30/06/2026". */
export const amendmentValue = (t: TFunction, amendment: RegisterAmendment): string =>
  t('staffRegister.amendment', {
    when: formatDateTime(amendment.at),
    who: amendment.by,
    field: mentionLabel(t, amendment.field),
    before: mentionValue(t, amendment.field, amendment.before),
    after: mentionValue(t, amendment.field, amendment.after),
  });
