import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import { AREA_MODULES, type AreaModule } from '@/features/hr';
import { AREA_PATHS, paths } from '@/shared/paths';
import { AuditIcon } from '@/shared/ui/icons';

/** One link of the menu. */
export interface NavEntry {
  /** Unique among the menu's links. */
  id: number;
  /** The i18n key of its label. */
  labelKey: string;
  path: string;
  icon: AreaModule['icon'];
  /** The area it opens, when it is one. */
  area?: HrArea;
}

export interface MenuEntry extends NavEntry {
  area: HrArea;
  labelKey: `menu.${HrArea}`;
}

/** The sidebar, in the areas' order: the same for everyone, no role checks. */
export const MENU: readonly MenuEntry[] = HR_AREAS.map((area, index) => ({
  id: index + 1,
  area,
  labelKey: `menu.${area}`,
  path: AREA_PATHS[area],
  icon: AREA_MODULES[area].icon,
}));

/**
 * The administration of the back-office, below the areas: the audit trail (and the pages
 * of accounts and permissions beside it). Who may open each is for the permissions to say.
 */
export const ADMIN_MENU: readonly NavEntry[] = [{ id: 101, labelKey: 'menu.audit', path: paths.audit(), icon: AuditIcon }];

/**
 * The horizontal menu shows the entries whose id is below 14 (the service's entry stays in
 * the sidebar), then the administration's (under 'more' when they do not fit).
 */
export const HORIZONTAL_MENU: readonly NavEntry[] = [...MENU.filter((entry) => entry.id < 14), ...ADMIN_MENU];
