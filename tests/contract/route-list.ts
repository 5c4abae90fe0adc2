import { routeTable } from '@server/core/app';
import type { RouteEntry } from '@server/core/http';
import type { BackendPorts } from '@server/core/ports';

/** The route table only lists routes: nothing behind these ports is reached. */
const unused = (): never => {
  throw new Error('not reached while listing routes');
};
const listingPorts: BackendPorts = {
  users: { all: unused, byEmail: unused, byId: unused, resetCode: unused, setResetCode: unused, transaction: unused },
  passwords: { hash: unused, verify: unused },
  hr: unused,
  photos: unused,
  auth: { tokenFor: unused, session: unused, revoke: unused, revokeOthers: unused },
  mail: { delivery: 'demo', queued: unused, page: unused, resend: unused },
};

/** The contract's routes, as `routeTable()` in server/core/app.ts lists them. */
export const ROUTES: readonly RouteEntry[] = routeTable(listingPorts);
