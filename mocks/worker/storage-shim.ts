/**
 * Mock Service Worker's cookie store expects `localStorage`, which workers lack: this thread
 * gets one kept in memory. Imported before msw. The contract uses no cookies.
 */
if (typeof localStorage === 'undefined') {
  const values = new Map<string, string>();
  const memory: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: memory });
}
