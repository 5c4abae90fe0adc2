import type { EmployeeImportRow } from '@/api';
import { isIsoDate } from '@/domain/common';
import { IMPORT_DEFAULTS, IMPORT_FIELDS, type ImportField } from './import-fields';
import { matchKey } from './match-text';

const pad = (value: string) => value.padStart(2, '0');
const iso = (year: string, month: string, day: string) => {
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : null;
};

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included), up to 9999-12-31. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const EXCEL_MAX = 2_958_465;
const DAY_MS = 86_400_000;

/**
 * A date as a file may write it — dd/mm/yyyy (or with dots or dashes), yyyy-mm-dd (a
 * timestamp's date part), an Excel day number — as YYYY-MM-DD; null when it is none of these.
 */
export function importDate(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  if (match) return iso(match[1], match[2], match[3]);
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (match) return iso(match[3], match[2], match[1]);
  if (/^\d{1,7}(\.\d+)?$/.test(value)) {
    const serial = Math.floor(Number(value));
    if (serial < 1 || serial > EXCEL_MAX) return null;
    return new Date(EXCEL_EPOCH + serial * DAY_MS).toISOString().slice(0, 10);
  }
  return null;
}

/** Words that mean an enum's value besides its code and its label (French and English). */
const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  gender: {
    M: ['h', 'homme', 'masculin', 'monsieur', 'male', 'man', 'mr'],
    F: ['femme', 'féminin', 'madame', 'mme', 'female', 'woman', 'mrs', 'ms'],
    other: ['autre', 'x', 'non binaire', 'non-binary'],
  },
  status: {
    active: ['actif', 'active', 'en poste'],
    suspended: ['suspendu', 'suspendue', 'suspended'],
    left: ['sorti', 'sortie', 'parti', 'partie', 'left'],
  },
  maritalStatus: {
    'marié': ['mariée', 'married'],
    'célibataire': ['single'],
    'divorcé': ['divorcée', 'divorced'],
    veuf: ['veuve', 'widowed'],
    'pacsé': ['pacsée', 'pacs'],
  },
};

/** The enum value a text means: its code, its label in the user's language, or a usual word; null when none. */
export function importChoice(field: ImportField, text: string, labelOf: (value: string) => string): string | null {
  const key = matchKey(text);
  for (const option of field.options ?? []) {
    const names = [option, labelOf(option), ...(VALUE_WORDS[field.name]?.[option] ?? [])];
    if (names.some((name) => matchKey(name) === key)) return option;
  }
  return null;
}

/** A cell's value for its field: dates, numbers and choices converted; text the backend will refuse is sent as is. */
export function importValue(field: ImportField, text: string, labelOf: (value: string) => string): string | number {
  switch (field.kind) {
    case 'date':
      return importDate(text) ?? text;
    case 'integer':
      return /^\d+$/.test(text) ? Number(text) : text;
    case 'enum':
      return importChoice(field, text, labelOf) ?? text;
    default:
      return text;
  }
}

export interface ValueLabels {
  /** The label of an enum field's value, in the user's language. */
  (field: string, value: string): string;
}

/**
 * The rows the backend is sent: each mapped cell converted for its field, empty cells left
 * out, and the defaults (status, dependants) where the file gives none.
 */
export function toImportRows(
  rows: readonly (readonly string[])[],
  mapping: readonly (string | null)[],
  valueLabel: ValueLabels,
): EmployeeImportRow[] {
  const columns = mapping.flatMap((name, index) => {
    const field = IMPORT_FIELDS.find((candidate) => candidate.name === name);
    return field ? [{ field, index }] : [];
  });
  return rows.map((cells) => {
    const row: EmployeeImportRow = {};
    for (const { field, index } of columns) {
      const text = (cells[index] ?? '').trim();
      if (text !== '') row[field.name] = importValue(field, text, (value) => valueLabel(field.name, value));
    }
    for (const [name, value] of Object.entries(IMPORT_DEFAULTS)) row[name] ??= value;
    return row;
  });
}
