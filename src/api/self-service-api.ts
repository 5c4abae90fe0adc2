import type { AttendanceCorrection, AttendanceCorrectionInput } from '@/domain/hr/self-service';
import type { ContactChange, PrivateChange, PrivateChangeInput } from '@/domain/hr/private-change';
import type { HttpClient } from './client';

/** A request as answered: with its requester's name. */
type Named<T> = T & { employeeName?: string };
/** A decision on one request, as the inbox sends it (POST {id}/decision). */
export interface SelfDecision {
  version: number;
  outcome: 'approved' | 'rejected';
  comment?: string;
}

/** One kind of self-service request's calls under its path. */
export interface SelfRequestApi<T, I> {
  /** GET: those the session reads (its own, a team's, an enterprise's), newest first; `employeeId` narrows them. */
  list(employeeId?: number): Promise<Named<T>[]>;
  /** POST: asks for it (pending until decided). */
  ask(input: I): Promise<Named<T>>;
  /** PUT {id} `{ version, status: 'cancelled' }`: withdraws a pending one. */
  withdraw(id: number, version: number): Promise<Named<T>>;
  /** POST {id}/decision. */
  decide(id: number, decision: SelfDecision): Promise<Named<T>>;
}

/** Attendance corrections, private-data changes, and one's own phone (docs/domain.md, "Self-service requests"). */
export interface SelfServiceApi {
  corrections: SelfRequestApi<AttendanceCorrection, AttendanceCorrectionInput>;
  privateChanges: SelfRequestApi<PrivateChange, PrivateChangeInput>;
  /** PUT /app/my/contact: the signed-in employee's own phone; answers their record. */
  changeContact(change: ContactChange): Promise<Record<string, unknown> & { version: number }>;
}

function requestApi<T, I>(client: HttpClient, path: string): SelfRequestApi<T, I> {
  return {
    async list(employeeId) {
      const params = employeeId === undefined ? {} : { employeeId: String(employeeId) };
      return (await client.get<{ items: Named<T>[] }>(path, { params })).data.items;
    },
    ask: async (input) => (await client.post<Named<T>>(path, input)).data,
    withdraw: async (id, version) => (await client.put<Named<T>>(`${path}/${id}`, { version, status: 'cancelled' })).data,
    decide: async (id, decision) => (await client.post<Named<T>>(`${path}/${id}/decision`, decision)).data,
  };
}

export function createSelfServiceApi(client: HttpClient): SelfServiceApi {
  return {
    corrections: requestApi(client, '/app/attendance_correction'),
    privateChanges: requestApi(client, '/app/private_change'),
    changeContact: async (change) => (await client.put<Record<string, unknown> & { version: number }>('/app/my/contact', change)).data,
  };
}
