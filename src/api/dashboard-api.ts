import type { DashboardSummary } from '@/domain/hr/dashboard';
import type { HttpClient } from './client';

/** The schema loads with the answer it checks, not with the page. */
const schemas = () => import('@/domain/hr/dashboard');

export interface DashboardApi {
  /** GET /app/dashboard: the HR dashboard's figures, checked before the app keeps them. */
  summary(): Promise<DashboardSummary>;
}

export function createDashboardApi(client: HttpClient): DashboardApi {
  return {
    async summary() {
      const { data } = await client.get<unknown>('/app/dashboard');
      return (await schemas()).dashboardSummarySchema.parse(data);
    },
  };
}
