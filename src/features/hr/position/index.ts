import { PositionAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

/** The position area: its menu icon, list, form and export name. */
export const positionArea = defineAreaModule({
  area: 'position',
  icon: PositionAreaIcon,
  exportName: 'postes',
  list: () => import('./list').then((m) => m.positionList),
  form: () => import('./form').then((m) => m.positionForm),
});
