import type { OrgUnit } from '@/domain/hr/org-tree';
import { MENU } from '@/features/layout';

const AREA_PATHS = new Map(MENU.map((entry) => [entry.area, entry.path]));

/** The page of a unit's record, under its area's path. */
export const unitRecordPath = (unit: Pick<OrgUnit, 'level' | 'id'>): string => `${AREA_PATHS.get(unit.level) ?? ''}/${unit.id}`;
