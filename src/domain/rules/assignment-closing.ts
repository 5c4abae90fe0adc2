import { addDays } from './calendar';

/** What the closing rule reads of an assignment. */
export interface AssignmentSpan {
  kind: string;
  startDate: string;
  /** Absent: still open. */
  endDate?: string;
}

/** An open principal assignment the new one closes, and the last day it will then cover. */
export interface AssignmentClosing<T> {
  assignment: T;
  endDate: string;
}

/**
 * docs/domain.md: adding an open principal assignment closes the employee's previous open
 * principal one the day before the new one starts, in one step. Only a new record does
 * this (an edit closes nothing), and only the open principal assignments that start
 * before that day are closed; the others are left to the overlap check.
 */
export function assignmentsClosedBy<T extends AssignmentSpan>(
  candidate: AssignmentSpan,
  employeeAssignments: readonly T[],
): AssignmentClosing<T>[] {
  if (candidate.kind !== 'principale' || candidate.endDate !== undefined) return [];
  const endDate = addDays(candidate.startDate, -1);
  return employeeAssignments
    .filter((previous) => previous.kind === 'principale' && previous.endDate === undefined && previous.startDate <= endDate)
    .map((assignment) => ({ assignment, endDate }));
}
