import type { Row } from '@server/core/storage/tables';
import { fieldOf, rowKey } from '@server/core/storage/table-keys';
import type { AppContext } from './context';
import type { AreaDefinition, AreaTable } from './area';
import { inSlices } from '@server/core/storage/slices';
import { normalise } from './text';

/** A value as sorting compares it: strings normalised, booleans as 0/1, absent as undefined. */
export type SortValue = string | number | undefined;

interface Entry<N> {
  names: N;
  /** The normalised search text, made on first search. */
  text?: string;
  /** Normalised sort values of resolved names, made on first sort by them. */
  keys?: Map<string, SortValue>;
}

/** Plain ASCII without capitals (dates, codes in lower case…) needs no normalising. */
const ALREADY_NORMAL = /^[\x20-\x40\x5b-\x7e]*$/;

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

export interface ViewCache<T extends AreaTable, N> {
  names(row: Row<T>): N;
  /** The row's searchable text, normalised. */
  text(row: Row<T>): string;
  /** How to read a column's sort value ("lastName", "-" excluded, or a dotted path into a name). */
  sortReader(path: string): (row: Row<T>) => SortValue;
  /**
   * Computes ahead, for every row, what a query will read from the cache (search texts, sort
   * values of names) in slices (./slices): a cold cache never blocks the page for long.
   */
  prepare(query: { words: readonly string[]; sort: readonly { field: string }[] }): Promise<void>;
}

/** What `prepare` computes for a search (a sort path cannot contain it). */
const SEARCH_TEXT = ' text';

/**
 * The names, search text and sort values of each row, computed once and forgotten when the
 * row or what its names come from changes (or the day does: "current" moves with it).
 */
export function createViewCache<T extends AreaTable, I extends object, N extends object>(
  area: AreaDefinition<T, I, N>,
  ctx: AppContext,
): ViewCache<T, N> {
  let entries = new Map<number, Entry<N>>();
  let day = ctx.clock.today();
  const resolved = new Set<string>(area.resolvedFields);
  /** What `prepare` made for every row; forgotten as soon as one entry is. */
  const prepared = new Set<string>();
  let generation = 0;

  ctx.db.subscribe((event) => {
    prepared.clear();
    generation += 1;
    if (event === 'all') return void (entries = new Map());
    for (const change of event) {
      if (change.table === area.table) entries.delete(change.key);
      for (const dependency of area.dependsOn) {
        if (dependency.table !== change.table) continue;
        if (!dependency.affected) return void (entries = new Map());
        for (const key of dependency.affected(change, ctx)) entries.delete(key);
      }
    }
  });

  function entry(row: Row<T>): Entry<N> {
    const today = ctx.clock.today();
    if (today !== day) {
      [entries, day] = [new Map(), today];
      prepared.clear();
      generation += 1;
    }
    const key = rowKey(area.table, row);
    let found = entries.get(key);
    if (!found) entries.set(key, (found = { names: area.names(row, ctx) }));
    return found;
  }

  const cache: ViewCache<T, N> = {
    names: (row) => entry(row).names,
    text(row) {
      const found = entry(row);
      found.text ??= normalise(area.searchText(row, found.names).filter(Boolean).join('\n'));
      return found.text;
    },
    sortReader(path) {
      const parts = path.split('.');
      if (!resolved.has(parts[0])) {
        return parts.length === 1
          ? (row) => toSortValue(fieldOf(row, path))
          : (row) => toSortValue(valueAt(row, path));
      }
      return (row) => {
        const found = entry(row);
        found.keys ??= new Map();
        if (!found.keys.has(path)) found.keys.set(path, toSortValue(valueAt(found.names, path)));
        return found.keys.get(path);
      };
    },
    async prepare({ words, sort }) {
      const names = sort.map((by) => by.field).filter((path) => resolved.has(path.split('.')[0]));
      const needs = [...(words.length > 0 ? [SEARCH_TEXT] : []), ...names].filter((need) => !prepared.has(need));
      if (needs.length === 0) return;
      const readers = needs.map((need) => (need === SEARCH_TEXT ? cache.text : cache.sortReader(need)));
      const started = generation;
      await inSlices([...ctx.db.list(area.table)], (row) => {
        // A write between slices stores a new row: the old one's values would be stale.
        if (ctx.db.get(area.table, rowKey(area.table, row)) !== row) return;
        for (const read of readers) read(row);
      });
      if (generation === started) for (const need of needs) prepared.add(need);
    },
  };
  return cache;
}
