import { ERROR_CODES } from '@/domain/common';
import { UNDELETABLE, type ReapprovalArea } from '@/domain/rules/reapproval';
import { HttpFailure } from '../errors';
import { FRENCH_MESSAGES } from '../messages-fr';

/** The 409 that refuses deleting an approved leave or mission: it is cancelled instead. */
export function refusedRemoval(area: ReapprovalArea, status: string): HttpFailure | undefined {
  if (!UNDELETABLE[area].includes(status)) return undefined;
  return new HttpFailure(409, FRENCH_MESSAGES.approvedNotDeletable, undefined, ERROR_CODES.approvedNotDeletable);
}
