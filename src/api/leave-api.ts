import type { LeaveBalance, ServiceAbsences } from '@/domain/hr/leave-planning';
import type { CancellationRequestInput } from '@/domain/hr/self-service';
import type { BalanceOnDate, TypeBalance } from '@/domain/hr/leave-projection';
import type { HttpClient } from './client';
import { listParams, type ListPage, type ListQuery } from './resource-api';

/** The schemas load with the answers they check, not with the page. */
const schemas = () => import('@/domain/hr/leave-planning');

/** GET /app/leave_balance/{employeeId}/on's question: no date is today; a request's dates add its days and what it leaves. */
export interface BalanceOnDateQuery {
  date?: string;
  typeId?: number;
  excludeId?: number;
  startDate?: string;
  endDate?: string;
  startHalf?: string;
  endHalf?: string;
}

/** The leave views beside the requests' list: balances and a service's month of absences. */
export interface LeaveApi {
  /** GET /app/leave_balance: one balance per employee, queried as the employees' list. */
  balances(query: ListQuery): Promise<ListPage<LeaveBalance>>;
  /** GET /app/leave_balance/{employeeId}: the request `excludeId` (being edited) left out. */
  balanceOf(employeeId: number, excludeId?: number): Promise<LeaveBalance>;
  /** PUT /app/leave_balance/{employeeId}: records or withdraws the waiver of this period's fractionnement days. */
  setFractionnementWaived(employeeId: number, waived: boolean): Promise<LeaveBalance>;
  /** GET /app/leave_balance/{employeeId}/types: the employee's balances per leave type. */
  typeBalances(employeeId: number): Promise<TypeBalance[]>;
  /** GET /app/leave_balance/{employeeId}/on: the paid-leave balance projected to a date. */
  balanceOn(employeeId: number, query: BalanceOnDateQuery): Promise<BalanceOnDate>;
  /** GET /app/leave_absences: `month` is `YYYY-MM`. */
  absences(serviceId: number, month: string): Promise<ServiceAbsences>;
  /** POST /app/leave/{id}/cancellation: the requester asks to cancel her approved leave; answers the leave. */
  askCancellation(id: number, request: CancellationRequestInput): Promise<unknown>;
}

export function createLeaveApi(client: HttpClient): LeaveApi {
  return {
    async balances(query) {
      const { data } = await client.get<ListPage<unknown>>('/app/leave_balance', { params: listParams(query) });
      const { leaveBalanceSchema } = await schemas();
      return { ...data, items: data.items.map((item) => leaveBalanceSchema.parse(item)) };
    },
    async balanceOf(employeeId, excludeId) {
      const params = excludeId === undefined ? {} : { excludeId: String(excludeId) };
      const { data } = await client.get<unknown>(`/app/leave_balance/${employeeId}`, { params });
      return (await schemas()).leaveBalanceSchema.parse(data);
    },
    async setFractionnementWaived(employeeId, waived) {
      const { data } = await client.put<unknown>(`/app/leave_balance/${employeeId}`, { fractionnementWaived: waived });
      return (await schemas()).leaveBalanceSchema.parse(data);
    },
    async askCancellation(id, request) {
      const { data } = await client.post<unknown>(`/app/leave/${id}/cancellation`, request);
      return data;
    },
    async typeBalances(employeeId) {
      const { data } = await client.get<unknown>(`/app/leave_balance/${employeeId}/types`);
      return (await import('@/domain/hr/leave-projection')).typeBalancesSchema.parse(data).items;
    },
    async balanceOn(employeeId, query) {
      const params = Object.fromEntries(Object.entries(query).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])));
      const { data } = await client.get<unknown>(`/app/leave_balance/${employeeId}/on`, { params });
      return (await import('@/domain/hr/leave-projection')).balanceOnDateSchema.parse(data);
    },
    async absences(serviceId, month) {
      const { data } = await client.get<unknown>('/app/leave_absences', { params: { serviceId: String(serviceId), month } });
      return (await schemas()).serviceAbsencesSchema.parse(data);
    },
  };
}
