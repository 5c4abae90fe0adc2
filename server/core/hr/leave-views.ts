import { json, type Resolver, type RouteCall, type Routes } from '../http';
import type { AppBackend } from './backend';
import { withinOf } from '../access/area-reach';
import { actorOf, need } from '../access/permission';
import { scopeOf } from '../access/scope';
import { leaveArea } from './areas/leave';
import { answerList } from './list-answer';
import { parseListQuery } from './list-query';

/** An id no row has: an account linked to no employee has no requests of its own. */
const NO_EMPLOYEE = Number.MAX_SAFE_INTEGER;

const ownId = (call: RouteCall) => call.session?.employeeId ?? NO_EMPLOYEE;

/**
 * The template's two leave screens, on the HR data, paged like /app/leave (same query
 * parameters, one of them fixed) and answered as it is (who will decide, private fields):
 * GET /app/leave_employee, the signed-in account's own requests (those of the employee it is
 * linked to); GET /app/leave_hr, every request awaiting a decision the session may take (its
 * team's, its enterprises').
 */
export function leaveViewHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const view =
    (fixed: (call: RouteCall) => Record<string, string>, action: 'read' | 'decide'): Resolver =>
    async (call) => {
      const { ctx } = await backend();
      const params = new URL(call.request.url).searchParams;
      for (const [name, value] of Object.entries(fixed(call))) params.set(name, value);
      const session = actorOf(call.session);
      const within = withinOf('leave', await scopeOf(session, 'leave', action, ctx)) ?? [];
      const query = parseListQuery(params, leaveArea, ctx);
      if (action === 'read') {
        // One's own requests: limited to them, so that they are searched and sorted whole.
        return json(await answerList(leaveArea, session, ctx, { ...query, within: [...within, { field: 'employeeId', ids: [ownId(call)] }] }));
      }
      // Every request here awaits the session's decision: answered whole, and so searched whole.
      return json(await answerList(leaveArea, session, ctx, { ...query, within }, { rowsAnsweredWhole: true }));
    };
  return [
    routes.on('get', '/app/leave_employee', view((call) => ({ employeeId: String(ownId(call)) }), 'read'), {
      bearer: true,
      permission: need('leave', 'read'),
    }),
    routes.on('get', '/app/leave_hr', view(() => ({ status: 'pending' }), 'decide'), { bearer: true, permission: need('leave', 'decide') }),
  ];
}
