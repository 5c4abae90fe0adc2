/** Web storage that never throws: private modes and full quotas degrade to "nothing stored". */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function webStore(pick: () => Storage): KeyValueStore {
  return {
    get: (key) => {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        pick().setItem(key, value);
      } catch {
        /* storage unavailable: the value lives only in memory */
      }
    },
    remove: (key) => {
      try {
        pick().removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
  };
}

export const local = webStore(() => window.localStorage);
export const session = webStore(() => window.sessionStorage);
