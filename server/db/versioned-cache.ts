/**
 * What a server process read and keeps (list pages, sessions), each value kept with the names
 * of the versions it depends on and their stamp when it was read (`versions.ts`): a value is
 * handed out again only while the stamp of those versions is the same. Least recently used
 * first out, bounded in entries and in bytes (the value's JSON length, counted twice for
 * UTF-16, plus its key's).
 */

export interface CacheBounds {
  entries: number;
  bytes: number;
}

/** The list pages a server keeps by default. */
export const LIST_CACHE_BOUNDS: CacheBounds = { entries: 1_000, bytes: 64 * 1024 * 1024 };

interface Kept<V> {
  versions: readonly string[];
  stamp: string;
  value: V;
  bytes: number;
}

export interface VersionedCache<V> {
  /** Whether a value is kept under `key`, whatever its stamp. */
  has(key: string): boolean;
  /**
   * The value kept under `key` if `stampOf` its versions is still the stamp it was kept
   * with; a value of another stamp is forgotten.
   */
  get(key: string, stampOf: (versions: readonly string[]) => string): V | undefined;
  /** Keeps a value (frozen: every reader gets the same object) unless it alone is over the bounds. */
  set(key: string, versions: readonly string[], stamp: string, value: V): void;
  readonly entries: number;
  readonly bytes: number;
}

/** Freezes a value and every object in it: a value handed to many requests is never changed by one. */
function deepFreeze<V>(value: V): V {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function versionedCache<V>(bounds: CacheBounds): VersionedCache<V> {
  const kept = new Map<string, Kept<V>>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  };
  return {
    has: (key) => kept.has(key),
    get(key, stampOf) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (stampOf(entry.versions) !== entry.stamp) {
        forget(key);
        return undefined;
      }
      // The most recently used last: a Map keeps its insertion order.
      kept.delete(key);
      kept.set(key, entry);
      return entry.value;
    },
    set(key, versions, stamp, value) {
      forget(key);
      if (bounds.entries < 1) return;
      const size = 2 * (key.length + stamp.length + JSON.stringify(value).length);
      if (size > bounds.bytes) return;
      kept.set(key, { versions, stamp, value: deepFreeze(value), bytes: size });
      bytes += size;
      for (const oldest of kept.keys()) {
        if (kept.size <= bounds.entries && bytes <= bounds.bytes) break;
        forget(oldest);
      }
    },
    get entries() {
      return kept.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
