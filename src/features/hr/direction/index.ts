import { DirectionAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

/** The direction area: its menu icon, list, form and export name. */
export const directionArea = defineAreaModule({
  area: 'direction',
  icon: DirectionAreaIcon,
  exportName: 'directions',
  list: () => import('./list').then((m) => m.directionList),
  form: () => import('./form').then((m) => m.directionForm),
});
