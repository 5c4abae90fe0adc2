import { useMemo } from 'react';
import { may } from '@/domain/permissions';
import { useGrants } from '@/features/auth';
import { ADMIN_MENU, HORIZONTAL_MENU, MENU, type MenuEntry, type MenuItem } from './menu';

export interface AllowedMenu {
  /** The areas' entries of the sidebar. */
  areas: readonly MenuEntry[];
  /** The horizontal menu's entries. */
  horizontal: readonly MenuEntry[];
  /** The administration's entries, in the account menu. */
  admin: readonly MenuItem[];
}

/** The menus' entries the signed-in user may read: a page they may not open is not offered. */
export function useAllowedMenu(): AllowedMenu {
  const grants = useGrants();
  return useMemo(() => {
    const allowed = <Item extends MenuItem>(items: readonly Item[]) => items.filter((item) => may(grants, item.resource, 'read'));
    return { areas: allowed(MENU), horizontal: allowed(HORIZONTAL_MENU), admin: allowed(ADMIN_MENU) };
  }, [grants]);
}
