import type { HrArea } from '@/domain/hr/areas';
import { PRODUCT } from '@/shared/paths';
import { AREA_MODULES } from '../areas';

export type ExportFormat = 'csv' | 'xlsx';

/** effectif-employes-2026-11-21.csv: the product, the area's export name (its module's), the day. */
export const exportFileName = (area: HrArea, format: ExportFormat, isoDay: string): string =>
  `${PRODUCT}-${AREA_MODULES[area].exportName}-${isoDay}.${format}`;
