import { EnterpriseAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';
import { orgTreeRoutes } from '../organisation';

/** The enterprise area: its menu icon, list, form, own pages and export name. */
export const enterpriseArea = defineAreaModule({
  area: 'enterprise',
  icon: EnterpriseAreaIcon,
  exportName: 'entreprises',
  list: () => import('./list').then((m) => m.enterpriseList),
  form: () => import('./form').then((m) => m.enterpriseForm),
  routes: orgTreeRoutes,
});
