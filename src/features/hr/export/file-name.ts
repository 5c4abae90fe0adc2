import { PRODUCT } from '@/shared/paths';
import { AREA_MODULES } from '../areas';
import type { ExportSubject } from './export-slice';

export type ExportFormat = 'csv' | 'xlsx';

/** The audit trail's name in exported files. */
const AUDIT_EXPORT_NAME = 'journal-audit';

/** effectif-employes-2026-11-21.csv: the product, the area's export name (its module's), the day. */
export const exportFileName = (subject: ExportSubject, format: ExportFormat, isoDay: string): string =>
  `${PRODUCT}-${subject === 'audit' ? AUDIT_EXPORT_NAME : AREA_MODULES[subject].exportName}-${isoDay}.${format}`;
