import type { HrArea } from '@/domain/hr/areas';

/** Each area's name in French, as a file name says it. */
const FRENCH_SLUGS: Record<HrArea, string> = {
  employee: 'employes',
  assignment: 'affectations',
  attendance: 'presences',
  position: 'postes',
  leave: 'conges',
  mission: 'missions',
  projet: 'projets',
  salary: 'salaires',
  city: 'villes',
  country: 'pays',
  enterprise: 'entreprises',
  direction: 'directions',
  department: 'departements',
  service: 'services',
};

export type ExportFormat = 'csv' | 'xlsx';

/** effectif-employes-2026-11-21.csv: the product, the area in French, the day. */
export const exportFileName = (area: HrArea, format: ExportFormat, isoDay: string): string =>
  `effectif-${FRENCH_SLUGS[area]}-${isoDay}.${format}`;

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the user's time zone, YYYY-MM-DD. */
export const localIsoDay = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
