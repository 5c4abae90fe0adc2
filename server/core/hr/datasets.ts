import { json } from '../http';
import { STATIC_DATASETS } from '@server/core/datasets';
import type { Routes } from '../http';
import { SIGNED_IN } from '../access/permission';

/** GET /app/{product|productgrid|order|seller|estimate|expense|notes|friends|event|userlist|usergrid}: static arrays. */
export function staticDatasetHandlers(routes: Routes) {
  return Object.entries(STATIC_DATASETS).map(([name, rows]) =>
    routes.on('get', `/app/${name}`, () => json(rows), { bearer: true, permission: SIGNED_IN }),
  );
}
