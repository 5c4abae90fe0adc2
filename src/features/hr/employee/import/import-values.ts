import type { EmployeeImportRow } from '@/api';
import { IMPORT_DEFAULTS, IMPORT_FIELDS, type ImportField } from './import-fields';
import { matchChoice } from './lib/choices';
import { dateOrderOf, readDate, type DateOrder } from './lib/dates';
import { matchKey } from './match-text';

/** Where the import creates the records a file names and Effectif lacks: the parent's id by reference field. */
export type CreateMissing = Partial<Record<'cityId' | 'serviceId' | 'positionId', number>>;

/** Everything the user chose for a file: kept, and offered again for a file with the same headers. */
export interface ImportPlan {
  /** The field each column fills (null: not imported). */
  mapping: (string | null)[];
  /**
   * By field, the value the user gives it (YYYY-MM-DD, an enum's code, a record's id,
   * digits): every row takes it when no column fills the field, else the rows whose cell is empty.
   */
  fills: Record<string, string>;
  /** By field, the enum value the user gave each of the column's values (by `matchKey`). */
  choices: Record<string, Record<string, string>>;
  /** By date field, the order the user said its dates are written in. */
  dateOrders: Record<string, DateOrder>;
  create: CreateMissing;
}

export const emptyPlan = (columns: number): ImportPlan => ({
  mapping: Array.from({ length: columns }, () => null),
  fills: {},
  choices: {},
  dateOrders: {},
  create: {},
});

/** The enum value of a cell: the user's choice for it, else the clear match, else null. */
export function choiceOf(plan: ImportPlan, field: ImportField, text: string, labelOf: (value: string) => string): string | null {
  return plan.choices[field.name]?.[matchKey(text)] || matchChoice(field.name, field.options ?? [], text, labelOf);
}

/** A cell's value for its field: dates (in `order`), numbers and choices converted; text the backend will refuse is sent as is. */
function cellValue(plan: ImportPlan, field: ImportField, text: string, labelOf: (value: string) => string, order: DateOrder): string | number {
  switch (field.kind) {
    case 'date':
      return readDate(text, order) ?? text;
    case 'integer':
      return /^\d+$/.test(text) ? Number(text) : text;
    case 'enum':
      return choiceOf(plan, field, text, labelOf) ?? text;
    default:
      return text;
  }
}

/** The e-mail fields: given "@domain" on screen, each row's address is made from its names. */
export const EMAIL_FIELDS: readonly string[] = ['workEmail', 'personalEmail'];

const slug = (value: string | number | undefined) => matchKey(String(value ?? '')).replace(/ /g, '-');

/** A value given on screen: references by id, counts as numbers, "@acme.fr" as "first.last@acme.fr". */
function filledValue(field: ImportField, value: string, row: EmployeeImportRow): string | number {
  if (EMAIL_FIELDS.includes(field.name) && value.startsWith('@')) return `${slug(row.firstName)}.${slug(row.lastName)}${value}`;
  return (field.kind === 'reference' || field.kind === 'integer') && /^\d+$/.test(value) ? Number(value) : value;
}

export interface ValueLabels {
  /** The label of an enum field's value, in the user's language. */
  (field: string, value: string): string;
}

/**
 * The rows the backend is sent: each mapped cell converted for its field, the values the
 * user gave where the file has none (or for every row), and the defaults (status,
 * dependants) where neither gives one. Empty cells are left out.
 */
export function toImportRows(rows: readonly (readonly string[])[], plan: ImportPlan, valueLabel: ValueLabels): EmployeeImportRow[] {
  const columns = new Map<string, number>();
  plan.mapping.forEach((name, index) => {
    if (name && !columns.has(name)) columns.set(name, index);
  });
  // The order the user gave, else the one the column's dates show (day first when they cannot tell).
  const orders = new Map(
    [...columns].map(([name, index]) => [name, plan.dateOrders[name] ?? dateOrderOf(rows.map((cells) => cells[index] ?? '')) ?? 'dmy']),
  );
  return rows.map((cells) => {
    const row: EmployeeImportRow = {};
    for (const field of IMPORT_FIELDS) {
      const column = columns.get(field.name);
      const text = column === undefined ? '' : (cells[column] ?? '').trim();
      const fill = plan.fills[field.name];
      if (text !== '') row[field.name] = cellValue(plan, field, text, (value) => valueLabel(field.name, value), orders.get(field.name) ?? 'dmy');
      else if (fill) row[field.name] = filledValue(field, fill, row);
    }
    for (const [name, value] of Object.entries(IMPORT_DEFAULTS)) row[name] ??= value;
    return row;
  });
}
