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
} as const satisfies Partial<Record<HrArea, readonly string[]>>;

export const privateFieldsOf = (area: HrArea): readonly string[] => (area in PRIVATE_FIELDS ? PRIVATE_FIELDS[area as keyof typeof PRIVATE_FIELDS] : []);
