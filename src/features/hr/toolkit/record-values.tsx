import type { ReactNode } from 'react';
import type { HrRecord } from '@/api';
import { renderCell } from './cells';
import { valueAt } from './form-values';
import { ReferenceName } from './ReferenceName';
import type { FormField } from './form-definition';
import { valueLabelKey, type CellContext, type ListColumn } from './list-definition';

/** The record's field that names a reference or a unit (`employeeName`, `serviceName`). */
export function nameFieldOf(field: FormField): string | undefined {
  if (field.kind === 'reference') return field.nameField;
  if (field.kind === 'unit') return `${field.level}Name`;
  return undefined;
}

const COLUMN_KINDS: Partial<Record<FormField['kind'], ListColumn['kind']>> = {
  date: 'date',
  euros: 'euros',
  integer: 'number',
  decimal: 'number',
  boolean: 'boolean',
};

/** A stored value as the detail page shows it: formatted the way the lists format it. */
export function displayValue(field: FormField, record: HrRecord, context: CellContext): ReactNode {
  if (field.kind === 'enum') {
    const value = record[field.shownFrom ?? field.name] ?? record[field.name];
    if (value === undefined && field.whenAbsent) return context.t(field.whenAbsent);
    const column: ListColumn = {
      key: field.name,
      render: () => context.t(valueLabelKey(context.area, field.valuesOf ?? field.name, String(value))),
    };
    return renderCell(value === undefined || value === '' ? { key: field.name } : column, record, context);
  }
  if (field.kind === 'lines') return null;
  if (field.kind === 'reference' && !field.nameField && typeof record[field.name] === 'number') {
    const name = field.nameOf?.(record, context);
    return name ?? <ReferenceName area={field.of} id={record[field.name] as number} label={field.label} />;
  }
  const key = nameFieldOf(field) ?? field.name;
  // A field inside an object (`names.fr`) is read along its path.
  const shown = key.includes('.') ? { ...record, [key]: valueAt(record, key) } : record;
  return renderCell({ key, kind: COLUMN_KINDS[field.kind] }, shown, context);
}
