// Types only from the contract: its zod schemas load with the first answer, not with the app.
import type { AuditArea, AuditEntry, AuditFilter } from '@/contract/audit';
import type { HttpClient } from './client';
import { listParams, type ListPage, type ListQuery } from './resource-api';

/** The schemas load with the answers they check, not with the page. */
const schemas = async () => {
  const [{ listPageSchema }, { auditEntrySchema }] = await Promise.all([import('@/contract/list'), import('@/contract/audit')]);
  return listPageSchema(auditEntrySchema);
};

/** The audit trail (docs/contract.md): who did what, newest first. */
export interface AuditApi {
  /** GET /app/audit: filtered by who (`userId`), `area`, `recordId` and the period `from`–`to`. */
  list(query: Omit<ListQuery<AuditFilter>, 'sort' | 'q'>): Promise<ListPage<AuditEntry>>;
  /** GET /app/audit/{area}/{id}: one record's history (an employee's with their private block and leave balance). */
  history(area: AuditArea, id: number, page: number, pageSize: number): Promise<ListPage<AuditEntry>>;
}

export function createAuditApi(client: HttpClient): AuditApi {
  const get = async (path: string, params: Record<string, string>) => {
    const { data } = await client.get<unknown>(path, { params });
    return (await schemas()).parse(data) as ListPage<AuditEntry>;
  };
  return {
    list: (query) => get('/app/audit', listParams(query)),
    history: (area, id, page, pageSize) => get(`/app/audit/${area}/${id}`, { page: String(page), pageSize: String(pageSize) }),
  };
}
