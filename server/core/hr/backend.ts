import type { HrStore } from '@server/core/storage/store';
import { createAppContext, type AppContext } from './context';

/** The opened store and the context the areas work in. */
export interface AppBackend {
  store: HrStore;
  ctx: AppContext;
}

/** Opens the store on first use only (tests that never call /app pay nothing), then keeps it. */
export function lazyBackend(open: () => Promise<HrStore>): () => Promise<AppBackend> {
  let backend: Promise<AppBackend> | undefined;
  return () => {
    backend ??= open().then((store) => ({ store, ctx: createAppContext(store.repository, store.clock) }));
    return backend;
  };
}
