import type { ComponentType, SVGProps } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { HrArea } from '@/domain/hr/areas';
import type { AreaFormDefinition } from './form-definition';
import type { AreaListDefinition } from './list-definition';

/**
 * Everything the app needs to know about one HR area, in the area's `index.ts`: the menu,
 * the router, the exports and the record pages are built from these modules (docs/adding-an-area.md).
 */
export interface AreaModule<A extends HrArea = HrArea> {
  area: A;
  /** Its menu entry's and page title's icon. */
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The area's name in exported files: `effectif-{exportName}-2026-11-21.csv` (French, no accents). */
  exportName: string;
  /** Its list: columns, filters, default sort (in the area's own chunk, loaded when opened). */
  list: () => Promise<AreaListDefinition<NoInfer<A>>>;
  /** Its form and record page: fields, schema, title, actions (in the area's own chunk). */
  form: () => Promise<AreaFormDefinition<NoInfer<A>>>;
  /** Its own pages under its path, beside the list and the records (`balances` outranks `:id`). */
  routes?: readonly RouteObject[];
}

export const defineAreaModule = <A extends HrArea>(module: AreaModule<A>): AreaModule<A> => module;
