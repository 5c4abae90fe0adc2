import type { BuiltEmail, EmployeeImportRow, ImportElsewhere, ImportRowReport, MissingNames } from '@/api';
import { EMAIL_PATTERN_FIELDS } from '@/domain/hr/email-pattern';

/**
 * A file is checked in parts, one call each, so that the page can tell how far it got. Each
 * part is sent with what the rest of the file holds (`elsewhere`), so that the backend checks
 * it — duplicates, addresses built — as it checks the whole file in the import's last call.
 */

/** Rows checked per call. */
export const CHECK_CHUNK = 500;

/** The parts of a file of `total` rows: [start, end) each. */
export const partsOf = (total: number): [number, number][] =>
  Array.from({ length: Math.ceil(total / CHECK_CHUNK) }, (_, part) => [part * CHECK_CHUNK, Math.min(total, (part + 1) * CHECK_CHUNK)]);

const givenAddresses = (rows: readonly EmployeeImportRow[], field: string): string[] =>
  rows.flatMap((row) => (typeof row[field] === 'string' && row[field] !== '' ? [row[field]] : []));

/**
 * What the rows outside [start, end) hold: before, the addresses given and those the answers
 * of the earlier parts built (`built`, by index in the file); after, the addresses given.
 */
export function elsewhereOf(rows: readonly EmployeeImportRow[], start: number, end: number, built: readonly BuiltEmail[]): ImportElsewhere {
  const before = rows.slice(0, start);
  const after = rows.slice(end);
  return {
    before: Object.fromEntries(
      EMAIL_PATTERN_FIELDS.map((field) => [
        field,
        [...givenAddresses(before, field), ...built.filter((address) => address.field === field && address.index < start).map((address) => address.value)],
      ]),
    ),
    after: Object.fromEntries(EMAIL_PATTERN_FIELDS.map((field) => [field, givenAddresses(after, field)])),
  };
}

/** An answer's rows as the file numbers them: the part's first row is `start`. */
export const shifted = <T extends { index: number }>(items: readonly T[], start: number): T[] =>
  items.map((item) => ({ ...item, index: item.index + start }));

/** The names missing in two parts, each name once with the rows of both. */
export function mergeMissing(into: MissingNames, more: MissingNames): MissingNames {
  const merged: MissingNames = { ...into };
  for (const [field, names] of Object.entries(more)) {
    const kept = [...(merged[field] ?? [])];
    for (const name of names) {
      const same = kept.findIndex((known) => known.name === name.name && known.postalCode === name.postalCode);
      if (same < 0) kept.push(name);
      else kept[same] = { ...kept[same], rows: kept[same].rows + name.rows };
    }
    merged[field] = kept;
  }
  return merged;
}

/** What the parts of a file answered, put together. */
export interface CheckedFile {
  /** The rows to fix, by index in the file. */
  reports: ImportRowReport[];
  missing: MissingNames;
  built: BuiltEmail[];
  /** The backend's words about the first refusal. */
  message: string | null;
}

export const NOTHING_CHECKED: CheckedFile = { reports: [], missing: {}, built: [], message: null };
