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

/** The code of an enterprise's HR direction, whose head decides when the unit's heads cannot. */
export const HR_DIRECTION_CODE = 'DRH';

interface Unit {
  headEmployeeId?: number;
}
interface DirectionUnit extends Unit {
  code: string;
  enterpriseId: number;
}

/**
 * The chain of a requester's units: their service, its department and direction (as far as
 * they exist), and the directions of the enterprise (the HR direction, the other directors).
 */
export function approvalChain(
  units: { service?: Unit; department?: Unit; direction?: DirectionUnit },
  directions: readonly DirectionUnit[],
): ApprovalChain {
  const ofEnterprise = directions.filter((direction) => direction.enterpriseId === units.direction?.enterpriseId);
  return {
    serviceHeadId: units.service?.headEmployeeId,
    departmentHeadId: units.department?.headEmployeeId,
    directionHeadId: units.direction?.headEmployeeId,
    hrDirectorId: ofEnterprise.find((direction) => direction.code === HR_DIRECTION_CODE)?.headEmployeeId,
    directorIds: ofEnterprise.flatMap((direction) => (direction.headEmployeeId === undefined ? [] : [direction.headEmployeeId])),
  };
}

/** Whether `deciderId` may decide the request of `requesterId`: nobody decides their own. */
export const mayDecideOwn = (deciderId: number | undefined, requesterId: number): boolean => deciderId !== requesterId;
