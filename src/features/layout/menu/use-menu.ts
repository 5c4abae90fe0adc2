import { useMemo } from 'react';
import { isEmployeeOnly, may } from '@/domain/permissions';
import { useGrants, useOwnEmployeeId } from '@/features/auth';
import { ADMIN_MENU, HORIZONTAL_MENU, MENU, employeeMenu, type MenuItem } from './menu';

export interface AllowedMenu {
  /** The sidebar's entries: the areas, or an employee's own entries. */
  areas: readonly MenuItem[];
  /** The horizontal menu's entries. */
  horizontal: readonly MenuItem[];
  /** The administration's entries, in the account menu. */
  admin: readonly MenuItem[];
}

/**
 * The menus' entries the signed-in user may read: a page they may not open is not offered.
 * An employee (only `employee` grants) is offered their space, the team calendar and their record.
 */
export function useAllowedMenu(): AllowedMenu {
  const grants = useGrants();
  const ownEmployeeId = useOwnEmployeeId();
  return useMemo(() => {
    const allowed = <Item extends MenuItem>(items: readonly Item[]) => items.filter((item) => may(grants, item.resource, 'read'));
    if (isEmployeeOnly(grants)) {
      const own = allowed(employeeMenu(ownEmployeeId));
      return { areas: own, horizontal: own, admin: allowed(ADMIN_MENU) };
    }
    return { areas: allowed(MENU), horizontal: allowed(HORIZONTAL_MENU), admin: allowed(ADMIN_MENU) };
  }, [grants, ownEmployeeId]);
}
