import type { ApprovalPolicy, ApprovalPolicyInput, StandIn, StandInInput } from '@/domain/hr/approval';
import type { HttpClient } from './client';

/** The stand-ins the session reads, and the backend's today (what is current, upcoming or past). */
export interface StandInList {
  items: StandIn[];
  today: string;
}

/** Approval chains and stand-ins (`/app/approval_policy`, `/app/stand_in`; docs/domain.md). */
export interface ApprovalApi {
  policies(): Promise<ApprovalPolicy[]>;
  savePolicy(id: number | undefined, input: ApprovalPolicyInput & { version?: number }): Promise<ApprovalPolicy>;
  removePolicy(id: number, version: number): Promise<void>;
  standIns(): Promise<StandInList>;
  saveStandIn(id: number | undefined, input: StandInInput & { version?: number }): Promise<StandIn>;
  removeStandIn(id: number, version: number): Promise<void>;
}

const POLICIES = '/app/approval_policy';
const STAND_INS = '/app/stand_in';

export function createApprovalApi(client: HttpClient): ApprovalApi {
  const save = async <T>(path: string, id: number | undefined, input: object) =>
    (id === undefined ? await client.post<T>(path, input) : await client.put<T>(`${path}/${id}`, input)).data;
  const remove = async (path: string, id: number, version: number) => {
    await client.delete(`${path}/${id}`, { params: { version: String(version) } });
  };
  return {
    policies: async () => (await client.get<{ items: ApprovalPolicy[] }>(POLICIES)).data.items,
    savePolicy: (id, input) => save<ApprovalPolicy>(POLICIES, id, input),
    removePolicy: (id, version) => remove(POLICIES, id, version),
    standIns: async () => (await client.get<StandInList>(STAND_INS)).data,
    saveStandIn: (id, input) => save<StandIn>(STAND_INS, id, input),
    removeStandIn: (id, version) => remove(STAND_INS, id, version),
  };
}
