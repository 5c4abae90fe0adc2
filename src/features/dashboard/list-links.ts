import type { DashboardFigure } from '@/domain/hr/dashboard';
import { MENU } from '@/features/layout';

const LIST_PATHS = new Map(MENU.map((entry) => [entry.area, entry.path]));

/**
 * The list a figure counts, filtered the same way: the lists read their filters from the
 * address, so the link opens on exactly the rows the figure counted.
 */
export function listHref({ area, filters }: Pick<DashboardFigure, 'area' | 'filters'>): string {
  const path = LIST_PATHS.get(area) ?? '/';
  const query = Object.entries(filters)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
