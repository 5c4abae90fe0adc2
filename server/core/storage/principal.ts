import type { Assignment } from '@/domain/hr/assignment';

/**
 * An employee's principal assignment on a day: the one of kind "principale" whose span covers
 * it (start on or before, end absent or on or after). Principal assignments never overlap.
 */
export const isPrincipalOn = (assignment: Assignment, date: string): boolean =>
  assignment.kind === 'principale' && assignment.startDate <= date && (assignment.endDate === undefined || assignment.endDate >= date);
