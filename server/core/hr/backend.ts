import type { MailPort } from '@server/core/storage/mail';
import type { HrStore } from '@server/core/storage/store';
import type { NotificationLinks } from '../notify/deliver';
import { createAppContext, type AppContext } from './context';

/** The opened store, the context the areas work in, and where their mail goes. */
export interface AppBackend {
  store: HrStore;
  ctx: AppContext;
  mail: MailPort;
  /** Where the mails' links point (PUBLIC_URL). */
  links: NotificationLinks;
}

/** Opens the store on first use only (tests that never call /app pay nothing), then keeps it. */
export function lazyBackend(open: () => Promise<HrStore>, mail: MailPort, links: NotificationLinks = {}): () => Promise<AppBackend> {
  let backend: Promise<AppBackend> | undefined;
  return () => {
    backend ??= open().then((store) => ({ store, ctx: createAppContext(store.repository, store.clock, mail, links), mail, links }));
    return backend;
  };
}
