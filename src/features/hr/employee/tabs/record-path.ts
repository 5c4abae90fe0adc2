import type { HrArea } from '@/domain/hr/areas';

/** A record's page: SPEC.md puts the employees at /effectif/employee, every other area under /app/effectif. */
export const recordPath = (area: HrArea, id: number | string): string =>
  `${area === 'employee' ? '/effectif/employee' : `/app/effectif/${area}`}/${id}`;
