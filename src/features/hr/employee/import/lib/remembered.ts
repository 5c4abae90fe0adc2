import { matchKey } from '../match-text';

const PREFIX = 'effectif.import.';

/** FNV-1a over the normalised headers: the same columns, however spelled, give the same key. */
export function headersKey(headers: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of headers.map(matchKey).join('\u0001')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${PREFIX}${(hash >>> 0).toString(16)}`;
}

/** What was chosen for files with these headers, when the browser kept it (and is readable). */
export function recall<T>(headers: readonly string[], isValid: (value: unknown) => value is T): T | null {
  try {
    const text = localStorage.getItem(headersKey(headers));
    const value: unknown = text ? JSON.parse(text) : null;
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps what was chosen for files with these headers; a full or forbidden storage only forgets it. */
export function remember(headers: readonly string[], value: unknown): void {
  try {
    localStorage.setItem(headersKey(headers), JSON.stringify(value));
  } catch {
    // Nothing to do: the next file with these headers is guessed again.
  }
}
