import type { HrReader } from './repository';

/**
 * The reader, each of its reads made once: the same call again answers the first one's
 * promise. For the reads of one answer that computes the same thing for many rows (the
 * balances of an inbox page share their units, cities and leave types), where nothing is
 * written meanwhile; never kept longer than that answer.
 */
export function readingOnce<D extends HrReader>(db: D): HrReader {
  const kept = new Map<string, unknown>();
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const key = `${String(property)} ${JSON.stringify(args)}`;
        if (!kept.has(key)) kept.set(key, value.apply(target, args));
        return kept.get(key);
      };
    },
  });
}
