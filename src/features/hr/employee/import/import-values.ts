import type { EmailPatterns, EmployeeImportRow } from '@/api';
import { EMAIL_PATTERN_FIELDS, emailPatternSchema, isEmailPattern } from '@/domain/hr/email-pattern';
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

/** The e-mail fields, whose value given on screen may be a pattern ("@acme.fr", "{f}{last}@acme.fr"). */
export const EMAIL_FIELDS: readonly string[] = EMAIL_PATTERN_FIELDS;

/** A pattern given on screen for an e-mail field: the backend builds the addresses (unique ones) from it. */
const isPatternFill = (field: string, value: string) => EMAIL_FIELDS.includes(field) && isEmailPattern(value);

/** The patterns the user gave, by e-mail field: sent beside the rows, never built here. */
export const emailPatternsOf = (plan: ImportPlan): EmailPatterns =>
  Object.fromEntries(
    EMAIL_PATTERN_FIELDS.flatMap((field) => {
      const fill = plan.fills[field] ?? '';
      return isPatternFill(field, fill) ? [[field, fill.trim()]] : [];
    }),
  );

/** The e-mail fields given a pattern the backend would refuse (the check waits until they are right). */
export const wrongPatterns = (plan: ImportPlan): string[] =>
  EMAIL_FIELDS.filter((field) => isPatternFill(field, plan.fills[field] ?? '') && !emailPatternSchema.safeParse(plan.fills[field]).success);

/** A value given on screen: references by id, counts as numbers. */
const filledValue = (field: ImportField, value: string): string | number =>
  (field.kind === 'reference' || field.kind === 'integer') && /^\d+$/.test(value) ? Number(value) : value;

export interface ValueLabels {
  /** The label of an enum field's value, in the user's language. */
  (field: string, value: string): string;
}

/**
 * The rows the backend is sent: each mapped cell converted for its field, the values the
 * user gave where the file has none (or for every row), and the defaults (status,
 * dependants) where neither gives one. Empty cells are left out, and so are the e-mails a
 * pattern builds (`emailPatternsOf`).
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
      else if (fill && !isPatternFill(field.name, fill)) row[field.name] = filledValue(field, fill);
    }
    for (const [name, value] of Object.entries(IMPORT_DEFAULTS)) row[name] ??= value;
    return row;
  });
}
