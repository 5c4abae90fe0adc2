import type { Row } from '../../db/tables';
import { fieldOf, rowKey } from '../../db/table-keys';
import type { AppContext } from './context';
import type { AreaDefinition, AreaTable } from './area';
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
}

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

  ctx.db.subscribe((event) => {
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
    if (today !== day) [entries, day] = [new Map(), today];
    const key = rowKey(area.table, row);
    let found = entries.get(key);
    if (!found) entries.set(key, (found = { names: area.names(row, ctx) }));
    return found;
  }

  return {
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
  };
}
