// Types only from the domain: its zod schemas load with the first answer, not with the app.
import type { ExitChecklist, ExitItemInput, ExitItemName, UpcomingExit } from '@/domain/hr/exit';
import type { HttpClient } from './client';

const schemas = () => import('@/domain/hr/exit');

/** A document the backend made: its bytes and the file name it offers. */
export interface MadeDocument {
  blob: Blob;
  fileName: string;
}

/** An employee's exit and the documents of an employment (docs/contract.md, "Exits"). */
export interface ExitApi {
  /** GET /app/employee/{id}/exit. */
  checklist(employeeId: number): Promise<ExitChecklist>;
  /** PUT /app/employee/{id}/exit/{item}: the checklist as it now stands. */
  setItem(employeeId: number, item: ExitItemName, input: ExitItemInput): Promise<ExitChecklist>;
  /** GET /app/exits: the exits of the next 30 days. */
  upcoming(): Promise<{ items: UpcomingExit[]; today: string }>;
  /** GET /app/employee/{id}/certificat (PDF). */
  certificat(employeeId: number): Promise<MadeDocument>;
  /** POST /app/employee/{id}/attestation (PDF). */
  attestation(employeeId: number): Promise<MadeDocument>;
  /** The certificat or an attestation, by its kind. */
  document(kind: EmploymentDocument, employeeId: number): Promise<MadeDocument>;
}

/** The documents of an employment the app downloads. */
export type EmploymentDocument = 'certificat' | 'attestation';

export function createExitApi(client: HttpClient): ExitApi {
  const pdf = async (answer: Promise<{ data: Blob }>, fileName: string): Promise<MadeDocument> => ({ blob: (await answer).data, fileName });
  const certificat = (employeeId: number) => pdf(client.get<Blob>(`/app/employee/${employeeId}/certificat`, { responseType: 'blob' }), `certificat-de-travail-${employeeId}.pdf`);
  const attestation = (employeeId: number) =>
    pdf(client.post<Blob>(`/app/employee/${employeeId}/attestation`, undefined, { responseType: 'blob' }), `attestation-emploi-${employeeId}.pdf`);
  return {
    async checklist(employeeId) {
      const { data } = await client.get<unknown>(`/app/employee/${employeeId}/exit`);
      return (await schemas()).exitChecklistSchema.parse(data);
    },
    async setItem(employeeId, item, input) {
      const { data } = await client.put<unknown>(`/app/employee/${employeeId}/exit/${item}`, input);
      return (await schemas()).exitChecklistSchema.parse(data);
    },
    async upcoming() {
      const { data } = await client.get<{ items: unknown; today: string }>('/app/exits');
      return { items: (await schemas()).upcomingExitSchema.array().parse(data.items), today: data.today };
    },
    certificat,
    attestation,
    document: (kind, employeeId) => (kind === 'certificat' ? certificat(employeeId) : attestation(employeeId)),
  };
}
