/**
 * An approved leave or mission was approved for its dates: changing them (or a leave's
 * type or half days) sends it back to the approval step, its decision cleared. Both sides
 * read the same fields: the backend when it saves, the form to say so before.
 */
export const REAPPROVAL = {
  leave: { fields: ['startDate', 'endDate', 'startHalf', 'endHalf', 'typeId'], backTo: 'pending' },
  mission: { fields: ['startDate', 'endDate'], backTo: 'submitted' },
} as const;
export type ReapprovalArea = keyof typeof REAPPROVAL;

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** Whether saving `after` over the approved `before` sends it back to approval (form values or rows alike). */
export function sendsBackToApproval(area: ReapprovalArea, before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return before.status === 'approved' && changesWhatIsApproved(area, before, after);
}

/** Whether `after` changes what a decision approves (a leave's dates, type or half days; a mission's dates). */
export const changesWhatIsApproved = (area: ReapprovalArea, before: object, after: object): boolean =>
  REAPPROVAL[area].fields.some((field) => !same((before as Record<string, unknown>)[field], (after as Record<string, unknown>)[field]));

/** Approved records are cancelled (with a comment, their days given back), never deleted. */
export const UNDELETABLE: Record<ReapprovalArea, readonly string[]> = {
  leave: ['approved'],
  mission: ['approved', 'in progress'],
};
