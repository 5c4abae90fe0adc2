import { HttpResponse } from 'msw';
import { ADMIN_EMPLOYEE } from '../../fixtures/admin-employee';
import type { Routes } from '../http';
import { answering } from './answering';
import type { AppBackend } from './backend';
import { leaveArea } from './areas/leave';
import { parseListQuery, runListQuery } from './list-query';
import { createViewCache, type ViewCache } from './view-cache';

type LeaveCache = ViewCache<'leaves', ReturnType<typeof leaveArea.names>>;

/**
 * The template's two leave screens, on the HR data, paged like /app/leave (same query
 * parameters, one of them fixed): GET /app/leave_employee, the signed-in administrator's
 * own requests (her employee, id 1); GET /app/leave_hr, every request awaiting a decision.
 */
export function leaveViewHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const caches = new WeakMap<AppBackend, LeaveCache>();
  const view = (fixed: Record<string, string>) =>
    answering(async ({ request }) => {
      const opened = await backend();
      let cache = caches.get(opened);
      if (!cache) caches.set(opened, (cache = createViewCache(leaveArea, opened.ctx)));
      const params = new URL(request.url).searchParams;
      for (const [name, value] of Object.entries(fixed)) params.set(name, value);
      const query = parseListQuery(params, leaveArea, opened.ctx);
      return HttpResponse.json(runListQuery(leaveArea, cache, opened.ctx, query));
    });
  return [
    routes.on('get', '/app/leave_employee', view({ employeeId: String(ADMIN_EMPLOYEE.id) }), { bearer: true }),
    routes.on('get', '/app/leave_hr', view({ status: 'pending' }), { bearer: true }),
  ];
}
