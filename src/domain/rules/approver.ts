/**
 * Who decides an employee's leave and mission requests (docs/roles.md): the head of their
 * service, else of their department, else of their direction, else the enterprise's HR
 * director — never the requester. A director's requests go to the HR director, and the HR
 * director's to another director of the enterprise.
 */
export interface ApprovalChain {
  serviceHeadId?: number;
  departmentHeadId?: number;
  directionHeadId?: number;
  /** The head of the enterprise's HR direction. */
  hrDirectorId?: number;
  /** The heads of the enterprise's other directions, in order. */
  directorIds: readonly number[];
}

export function approverOf(requesterId: number, chain: ApprovalChain): number | undefined {
  const other = (id: number | undefined) => (id !== undefined && id !== requesterId ? id : undefined);
  if (chain.directionHeadId === requesterId) {
    return other(chain.hrDirectorId) ?? chain.directorIds.find((id) => id !== requesterId);
  }
  for (const head of [chain.serviceHeadId, chain.departmentHeadId, chain.directionHeadId, chain.hrDirectorId]) {
    if (other(head) !== undefined) return head;
  }
  return undefined;
}

/** Whether `deciderId` may decide the request of `requesterId`: nobody decides their own. */
export const mayDecideOwn = (deciderId: number | undefined, requesterId: number): boolean => deciderId !== requesterId;
