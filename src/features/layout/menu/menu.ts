import { HR_AREAS, type HrArea } from '@/domain/hr/areas';

/** The product slug in the routes of SPEC.md §2. */
export const PRODUCT = 'effectif';

export const AREAS = HR_AREAS;
export type Area = HrArea;

export interface MenuEntry {
  id: number;
  area: Area;
  /** The i18n key of its label (French: exactly SPEC.md's). */
  labelKey: `menu.${Area}`;
  path: string;
}

/** The sidebar of SPEC.md §2, in order: the same for everyone, no role checks. */
export const MENU: readonly MenuEntry[] = AREAS.map((area, index) => ({
  id: index + 1,
  area,
  labelKey: `menu.${area}`,
  // SPEC.md: Employés lives at {product}/employee, every other area under app/{product}/.
  path: area === 'employee' ? `/${PRODUCT}/${area}` : `/app/${PRODUCT}/${area}`,
}));

/** SPEC.md §2: the horizontal menu shows the entries whose id is below 14. */
export const HORIZONTAL_MENU = MENU.filter((entry) => entry.id < 14);
