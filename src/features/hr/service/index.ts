import { ServiceAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

/** The service area: its menu icon, list, form and export name. */
export const serviceArea = defineAreaModule({
  area: 'service',
  icon: ServiceAreaIcon,
  exportName: 'services',
  list: () => import('./list').then((m) => m.serviceList),
  form: () => import('./form').then((m) => m.serviceForm),
});
