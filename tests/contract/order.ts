import { expect } from 'vitest';
import type { Item, Page } from './http';

/** How the contract compares texts: without accents or case. */
export const folded = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export const ids = (page: Page) => page.items.map((item) => item.id);

export const valueAt = (item: Item, path: string): unknown =>
  path.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], item);

/** A column's sort key: text folded, booleans as numbers, absent values dropped (they sort last). */
const key = (value: unknown) => (typeof value === 'string' ? folded(value) : typeof value === 'boolean' ? Number(value) : value);

export function expectOrdered(items: Item[], path: string, descending: boolean) {
  const keys = items.map((item) => key(valueAt(item, path))).filter((value) => value !== undefined && value !== null);
  const sorted = [...keys].sort((a, b) => (a === b ? 0 : (a as string) < (b as string) ? -1 : 1));
  expect(keys).toEqual(descending ? sorted.reverse() : sorted);
  // Absent values come last, whichever the direction.
  const firstAbsent = items.findIndex((item) => valueAt(item, path) === undefined || valueAt(item, path) === null);
  if (firstAbsent >= 0) expect(items.slice(firstAbsent).every((item) => valueAt(item, path) === undefined || valueAt(item, path) === null)).toBe(true);
}
