import { errorResponse, type Routes } from '../http';
import { SIGNED_IN } from '../access/permission';

/**
 * A dataset the backend does not have answers 401 "No Data Found". Registered
 * after every other route, so that it never answers in place of a real one.
 */
export function unknownDatasetHandler(routes: Routes) {
  return routes.on('get', '/app/*', () => errorResponse(401, 'No Data Found', { code: 'noDataFound' }), { bearer: true, permission: SIGNED_IN });
}
