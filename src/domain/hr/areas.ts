/** The fourteen areas of the product, as their routes and the contract name them (`/app/{area}`). */
export const HR_AREAS = [
  'employee',
  'assignment',
  'attendance',
  'position',
  'leave',
  'mission',
  'projet',
  'salary',
  'city',
  'country',
  'enterprise',
  'direction',
  'department',
  'service',
] as const;
export type HrArea = (typeof HR_AREAS)[number];
