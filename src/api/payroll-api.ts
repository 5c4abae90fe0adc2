// Types only from the contract: its zod schemas load with the first answer, not with the app.
import type { PayrollCodes, PayrollDue, PayrollMonthDetail, PayrollOverview } from '@/contract/payroll';
import type { PayrollCodeInput, PayrollFormat, ReopenInput } from '@/domain/hr/payroll';
import type { HttpClient } from './client';

const schemas = () => import('@/contract/payroll');

/** The payroll months, their export and the payroll codes (docs/payroll.md): Root and HR. */
export interface PayrollApi {
  overview(): Promise<PayrollOverview>;
  due(): Promise<PayrollDue>;
  month(enterpriseId: number, month: string): Promise<PayrollMonthDetail>;
  close(enterpriseId: number, month: string): Promise<void>;
  reopen(enterpriseId: number, month: string, input: ReopenInput): Promise<void>;
  /** The month's file in a format (a closed month's first export is kept in the ledger). */
  exportFile(enterpriseId: number, month: string, format: PayrollFormat): Promise<Blob>;
  codes(enterpriseId: number): Promise<PayrollCodes>;
  saveCodes(enterpriseId: number, codes: readonly PayrollCodeInput[]): Promise<PayrollCodes>;
}

export function createPayrollApi(client: HttpClient): PayrollApi {
  const monthPath = (enterpriseId: number, month: string) => `/app/payroll/${enterpriseId}/months/${month}`;
  return {
    async overview() {
      const { data } = await client.get<unknown>('/app/payroll');
      return (await schemas()).payrollOverviewSchema.parse(data);
    },
    async due() {
      const { data } = await client.get<unknown>('/app/payroll/due');
      return (await schemas()).payrollDueSchema.parse(data);
    },
    async month(enterpriseId, month) {
      const { data } = await client.get<unknown>(monthPath(enterpriseId, month));
      return (await schemas()).payrollMonthDetailSchema.parse(data);
    },
    async close(enterpriseId, month) {
      await client.post(`${monthPath(enterpriseId, month)}/close`);
    },
    async reopen(enterpriseId, month, input) {
      await client.post(`${monthPath(enterpriseId, month)}/reopen`, input);
    },
    async exportFile(enterpriseId, month, format) {
      const { data } = await client.post<Blob>(`${monthPath(enterpriseId, month)}/export`, { format }, { responseType: 'blob' });
      return data;
    },
    async codes(enterpriseId) {
      const { data } = await client.get<unknown>(`/app/payroll/${enterpriseId}/codes`);
      return (await schemas()).payrollCodesSchema.parse(data);
    },
    async saveCodes(enterpriseId, codes) {
      const { data } = await client.put<unknown>(`/app/payroll/${enterpriseId}/codes`, { codes });
      return (await schemas()).payrollCodesSchema.parse(data);
    },
  };
}
