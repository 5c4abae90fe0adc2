import type { TFunction } from 'i18next';
import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import type { AuditArea, AuditEntry } from '@/contract/audit';
import { formatDate, formatDateTime, formatEurosFromCents } from '@/shared/lib/format';
import { fieldLabelKey, valueLabelKey } from '../toolkit/list-definition';

export type FieldChange = AuditEntry['changes'][number];

const isHrArea = (area: AuditArea): area is HrArea => HR_AREAS.some((candidate) => candidate === area);

/** The field's label: the area's own, the private block's, else the trail's, else its name. */
export function fieldLabel(t: TFunction, area: AuditArea, field: string): string {
  const keys = [
    ...(isHrArea(area) ? [fieldLabelKey(area, field)] : []),
    ...(area === 'employeePrivate' ? [`hr.employee.private.fields.${field}`] : []),
    `hr.audit.fields.${field}`,
  ];
  return t(keys, { defaultValue: field });
}

/** A value as the record page would write it: dates, moments, euros, yes and no, translated choices. */
export function valueText(t: TFunction, area: AuditArea, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'hr.list.yes' : 'hr.list.no');
  if (typeof value === 'number') return field.endsWith('Cents') ? formatEurosFromCents(value) : String(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value);
  return isHrArea(area) ? t([valueLabelKey(area, field, value)], { defaultValue: value }) : value;
}

/**
 * One change: its field's label and its values — before and after, a creation's or a
 * deletion's alone — or `withheld` for a private field ("changed").
 */
export function changeParts(t: TFunction, area: AuditArea, change: FieldChange): { label: string; values: string[]; withheld: boolean } {
  const label = fieldLabel(t, area, change.field);
  if (change.private) return { label, values: [t('hr.audit.private')], withheld: true };
  const values = [change.before, change.after].filter((value) => value !== undefined).map((value) => valueText(t, area, change.field, value));
  return { label, values, withheld: false };
}

/** One change as a line of text: "Phone: 06 12 … → 07 00 …". */
export function changeText(t: TFunction, area: AuditArea, change: FieldChange): string {
  const { label, values } = changeParts(t, area, change);
  return `${t('hr.audit.fieldLabel', { label })} ${values.join(` ${t('hr.audit.becomes')} `)}`;
}

/** What a record is called in the trail's list: its area, and its id. */
export const areaLabel = (t: TFunction, area: AuditArea): string => t(isHrArea(area) ? `menu.${area}` : `hr.audit.areas.${area}`);

export { isHrArea };
