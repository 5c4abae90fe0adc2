import { z } from 'zod';
import { ERROR_CODES, choice, compareDates, isoDate, recordMeta, ref } from '../common';

export const ASSIGNMENT_KINDS = ['principale', 'intérim'] as const;

const assignmentFields = z.object({
  employeeId: ref,
  positionId: ref,
  /** Fixes the department, direction and enterprise. */
  serviceId: ref,
  workCityId: ref.optional(),
  startDate: isoDate,
  endDate: isoDate.optional(),
  kind: choice(ASSIGNMENT_KINDS),
});

/** Affectation: two principal assignments of one employee never overlap (checked by the backend). */
export const assignmentInputSchema = assignmentFields.refine(
  (assignment) => !assignment.endDate || compareDates(assignment.endDate, assignment.startDate) >= 0,
  { error: ERROR_CODES.dateOrder, path: ['endDate'] },
);
export const assignmentSchema = assignmentFields.extend(recordMeta.shape);
export type AssignmentInput = z.infer<typeof assignmentInputSchema>;
export type Assignment = z.infer<typeof assignmentSchema>;

/**
 * An employee's principal assignment on a day: the one of kind "principale" whose span covers
 * it (start on or before, end absent or on or after). Principal assignments never overlap.
 */
export const isPrincipalOn = (assignment: Assignment, date: string): boolean =>
  assignment.kind === 'principale' && assignment.startDate <= date && (assignment.endDate === undefined || assignment.endDate >= date);
