import type { HrArea } from './hr/areas';

/**
 * The private fields of the areas' records (docs/roles.md): answered only to an account whose
 * reach of `readPrivate` on the area holds the record, else absent from the answer. The
 * private block (NIR, IBAN, emergency contact: `user/private/{id}`) is private whole.
 */
export const PRIVATE_FIELDS = {
  /** Where the employee lives and their family situation. */
  employee: ['address', 'personalEmail', 'birthPlace', 'maritalStatus', 'dependants'],
  /** The amounts. */
  salary: ['baseMonthlyGrossCents', 'allowances', 'deductions'],
  /**
   * Why someone is away (CNIL: health data for sick leave, private otherwise): the leave type
   * and what was written about the request. Its days, halves and status stay: "absent".
   */
  leave: ['typeId', 'typeName', 'reason', 'comment', 'decisionComment'],
} as const satisfies Partial<Record<HrArea, readonly string[]>>;

export const privateFieldsOf = (area: HrArea): readonly string[] => (area in PRIVATE_FIELDS ? PRIVATE_FIELDS[area as keyof typeof PRIVATE_FIELDS] : []);

/**
 * What the answers about someone's leave outside the leave list say of why they are away,
 * private as the leave's own fields are (the reach of `readPrivate` on `leave`): the team
 * calendar's absences their type, a paid-leave balance its months of sickness.
 */
export const PRIVATE_ABSENCE_FIELDS = {
  absence: ['typeId', 'typeName'],
  balance: ['sicknessMonths'],
} as const;
