import { normalise } from '@/domain/text';
import { fieldOf } from './table-keys';

/**
 * How a list compares and searches, the same in every adapter: the memory one runs these,
 * the SQL one must give the same order (or use them on what it fetched).
 */

/** A value as sorting compares it: strings normalised, booleans as 0/1, absent as undefined. */
export type SortValue = string | number | undefined;

/** Plain ASCII without capitals (dates, codes in lower case…) needs no normalising. */
const ALREADY_NORMAL = /^[\x20-\x40\x5b-\x7e]*$/;

/** Strings folded like the search (lower case, no accents), booleans as 0/1, numbers as they are; anything else absent. */
export function toSortValue(value: unknown): SortValue {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return ALREADY_NORMAL.test(value) ? value : normalise(value);
  return undefined;
}

/** A dotted path into an object: "names.fr". */
export function valueAt(source: object, path: string): unknown {
  let value: unknown = source;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = fieldOf(value, part);
  }
  return value;
}

/** Absent values last, whatever the direction; numbers before strings; strings by code unit. */
export function compareValues(a: SortValue, b: SortValue, descending: boolean): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const order = typeof a === typeof b ? (a < b ? -1 : 1) : typeof a === 'number' ? -1 : 1;
  return descending ? -order : order;
}

/** The text a search word must be found in: the view's `searchText`, present parts joined by new lines, normalised. */
export const searchableText = (parts: readonly (string | undefined)[]): string => normalise(parts.filter(Boolean).join('\n'));

/** Every word is in the text (a substring: "dup" finds "Dupont"). */
export const hasEveryWord = (text: string, words: readonly string[]): boolean => words.every((word) => text.includes(word));
