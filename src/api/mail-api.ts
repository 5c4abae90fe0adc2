// Types only from the contract: its zod schemas load with the first answer, not with the app.
import type { MailMessage, MailPage } from '@/contract/mail';
import type { HttpClient } from './client';

const schemas = () => import('@/contract/mail');

/** The mail the backend sent or queued (docs/contract.md, "Mail"): Root and HR read it. */
export interface MailApi {
  /** GET /app/mail: newest first, and how mail is delivered. */
  list(page: number, pageSize: number): Promise<MailPage>;
  /** POST /app/mail/{id}/resend: a failed message queued again. */
  resend(id: number): Promise<MailMessage>;
}

export function createMailApi(client: HttpClient): MailApi {
  return {
    async list(page, pageSize) {
      const { data } = await client.get<unknown>('/app/mail', { params: { page: String(page), pageSize: String(pageSize) } });
      return (await schemas()).mailPageSchema.parse(data);
    },
    async resend(id) {
      const { data } = await client.post<unknown>(`/app/mail/${id}/resend`);
      return (await schemas()).mailMessageSchema.parse(data);
    },
  };
}
