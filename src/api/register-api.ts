// Types only: the register's zod schemas load with the first answer, not with the app.
import type { RegisterEnterprises, StaffRegister } from '@/domain/hr/staff-register';
import type { HttpClient } from './client';

const schemas = () => import('@/domain/hr/staff-register');

/** The registre unique du personnel (docs/domain.md, "Staff register"): Root and HR. */
export interface RegisterApi {
  enterprises(): Promise<RegisterEnterprises>;
  register(enterpriseId: number): Promise<StaffRegister>;
  /** The register printed, as the backend makes it. */
  pdf(enterpriseId: number): Promise<Blob>;
}

export function createRegisterApi(client: HttpClient): RegisterApi {
  return {
    async enterprises() {
      const { data } = await client.get<unknown>('/app/register');
      return (await schemas()).registerEnterprisesSchema.parse(data);
    },
    async register(enterpriseId) {
      const { data } = await client.get<unknown>(`/app/register/${enterpriseId}`);
      return (await schemas()).staffRegisterSchema.parse(data);
    },
    async pdf(enterpriseId) {
      const { data } = await client.get<Blob>(`/app/register/${enterpriseId}/pdf`, { responseType: 'blob' });
      return data;
    },
  };
}
