import type { ComponentType, SVGProps } from 'react';
import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import type { Resource } from '@/domain/permissions';
import { AREA_MODULES } from '@/features/hr';
import { AREA_PATHS, paths } from '@/shared/paths';
import { AuditIcon, CalendarIcon, HomeIcon, HourglassIcon, MailIcon, PayrollIcon, RegisterIcon, SettingsIcon, UserIcon, UsersIcon } from '@/shared/ui/icons';

/** An entry of the menu: shown to the users who may read its resource. */
export interface MenuItem {
  id: number;
  /** What a user must be allowed to read to see the entry (docs/roles.md). */
  resource: Resource;
  /** The i18n key of its label. */
  labelKey: string;
  path: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** An area's entry: its list, its icon from the area's module. */
export interface MenuEntry extends MenuItem {
  area: HrArea;
  labelKey: `menu.${HrArea}`;
}

/** The sidebar, in the areas' order; each user sees the entries they may read. */
export const MENU: readonly MenuEntry[] = HR_AREAS.map((area, index) => ({
  id: index + 1,
  area,
  resource: area,
  labelKey: `menu.${area}`,
  path: AREA_PATHS[area],
  icon: AREA_MODULES[area].icon,
}));

/** The horizontal menu shows the entries whose id is below 14 (the service's entry stays in the sidebar). */
export const HORIZONTAL_MENU = MENU.filter((entry) => entry.id < 14);

/** The administration's entries, below the areas. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { id: MENU.length + 1, resource: 'users', labelKey: 'menu.users', path: paths.users(), icon: UsersIcon },
  { id: MENU.length + 2, resource: 'audit', labelKey: 'menu.audit', path: paths.audit(), icon: AuditIcon },
  { id: MENU.length + 3, resource: 'approvalPolicy', labelKey: 'menu.approval', path: paths.approval(), icon: SettingsIcon },
  { id: MENU.length + 4, resource: 'mail', labelKey: 'menu.mail', path: paths.mail(), icon: MailIcon },
  { id: MENU.length + 5, resource: 'payroll', labelKey: 'menu.payroll', path: paths.payroll(), icon: PayrollIcon },
  { id: MENU.length + 6, resource: 'staffRegister', labelKey: 'menu.staffRegister', path: paths.staffRegister(), icon: RegisterIcon },
  { id: MENU.length + 7, resource: 'retention', labelKey: 'menu.retention', path: paths.retention(), icon: HourglassIcon },
];

/**
 * The menu of an employee (a user whose only grants are `employee`): their space, the team
 * calendar and their record — not the administration areas they may technically read.
 */
export const employeeMenu = (ownEmployeeId: number | null): readonly MenuItem[] => [
  { id: 101, resource: 'employee', labelKey: 'menu.me', path: paths.me(), icon: HomeIcon },
  { id: 102, resource: 'calendar', labelKey: 'menu.teamCalendar', path: paths.calendar(), icon: CalendarIcon },
  ...(ownEmployeeId === null ? [] : [{ id: 103, resource: 'employee' as const, labelKey: 'menu.myRecord', path: paths.record('employee', ownEmployeeId), icon: UserIcon }]),
];
