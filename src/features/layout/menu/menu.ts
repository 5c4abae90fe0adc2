import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import { AREA_MODULES, type AreaModule } from '@/features/hr';
import { AREA_PATHS } from '@/shared/paths';

export interface MenuEntry {
  id: number;
  area: HrArea;
  /** The i18n key of its label. */
  labelKey: `menu.${HrArea}`;
  path: string;
  /** The area's icon, from its module. */
  icon: AreaModule['icon'];
}

/** The sidebar, in the areas' order: the same for everyone, no role checks. */
export const MENU: readonly MenuEntry[] = HR_AREAS.map((area, index) => ({
  id: index + 1,
  area,
  labelKey: `menu.${area}`,
  path: AREA_PATHS[area],
  icon: AREA_MODULES[area].icon,
}));

/** The horizontal menu shows the entries whose id is below 14 (the service's entry stays in the sidebar). */
export const HORIZONTAL_MENU = MENU.filter((entry) => entry.id < 14);
