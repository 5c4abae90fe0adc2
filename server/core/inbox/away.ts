import { isPrincipalOn, type Assignment } from '@/domain/hr/assignment';
import { assignmentArea } from '../hr/areas/assignment';
import { leaveArea } from '../hr/areas/leave';
import type { AppContext } from '../hr/context';
import type { RowFilter } from '../storage/repository';
import { rowsOf } from './rows';

/** A request's days and whose they are. */
export interface Span {
  employeeId: number;
  startDate: string;
  endDate: string;
}

/** Others of the requester's service away on some of the request's days, of the service's headcount. */
export interface Away {
  count: number;
  of: number;
}

/** The statuses of a leave that make someone away (approved, or asked for). */
const AWAY_STATUSES: readonly string[] = ['approved', 'pending'];

const principal = (assignments: readonly Assignment[]) => assignments.filter((assignment) => assignment.kind === 'principale');

/** The service of the employee on `date`: their principal assignment covering it, else the one starting last. */
function serviceOn(assignments: readonly Assignment[], date: string): number | undefined {
  const covering = assignments.find((assignment) => isPrincipalOn(assignment, date));
  if (covering) return covering.serviceId;
  return [...assignments].sort((a, b) => b.startDate.localeCompare(a.startDate))[0]?.serviceId;
}

const groupBy = <R, K>(rows: readonly R[], key: (row: R) => K) => {
  const groups = new Map<K, R[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

const dateFilter = (op: 'onOrAfter' | 'onOrBefore', field: string, value: string): RowFilter =>
  op === 'onOrAfter' ? { spec: { op, field, openEnded: false }, value } : { spec: { op, field }, value };

/**
 * "3 of 8 away" for each request (docs/contract.md, "Inbox"): the service is the requester's
 * on the request's first day; its headcount is who holds a principal assignment there on that
 * day, the requester included; the count is the others of them with an approved or pending
 * leave on at least one of the request's days. Three queries whatever the number of requests:
 * the requesters' assignments, the staff of their services, the staff's leaves over the days.
 */
export async function awayOf(ctx: AppContext, spans: readonly Span[]): Promise<Array<Away | undefined>> {
  if (spans.length === 0) return [];
  const requesters = [...new Set(spans.map((span) => span.employeeId))];
  const own = groupBy(principal(await rowsOf(ctx, assignmentArea, [], [{ field: 'employeeId', ids: requesters }])), (row) => row.employeeId);
  const services = spans.map((span) => serviceOn(own.get(span.employeeId) ?? [], span.startDate));
  const serviceIds = [...new Set(services.filter((id) => id !== undefined))];
  const staff = groupBy(principal(await rowsOf(ctx, assignmentArea, [], [{ field: 'serviceId', ids: serviceIds }])), (row) => row.serviceId);
  const people = [...new Set([...staff.values()].flat().map((row) => row.employeeId))];
  const from = spans.reduce((first, span) => (span.startDate < first ? span.startDate : first), spans[0].startDate);
  const to = spans.reduce((last, span) => (span.endDate > last ? span.endDate : last), spans[0].endDate);
  const window = [dateFilter('onOrAfter', 'endDate', from), dateFilter('onOrBefore', 'startDate', to)];
  const leaves = (await rowsOf(ctx, leaveArea, window, [{ field: 'employeeId', ids: people }])).filter((leave) => AWAY_STATUSES.includes(leave.status));
  const leavesOf = groupBy(leaves, (leave) => leave.employeeId);
  return spans.map((span, index) => {
    const service = services[index];
    if (service === undefined) return undefined;
    const headcount = new Set((staff.get(service) ?? []).filter((row) => isPrincipalOn(row, span.startDate)).map((row) => row.employeeId));
    headcount.add(span.employeeId);
    const others = [...headcount].filter((id) => id !== span.employeeId);
    const away = others.filter((id) => (leavesOf.get(id) ?? []).some((leave) => leave.startDate <= span.endDate && leave.endDate >= span.startDate));
    return { count: away.length, of: headcount.size };
  });
}
