import { ProjetAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

/** The training area: its menu icon, list, form and export name. */
export const trainingArea = defineAreaModule({
  area: 'training',
  icon: ProjetAreaIcon,
  exportName: 'formations',
  list: () => import('./list').then((m) => m.trainingList),
  form: () => import('./form').then((m) => m.trainingForm),
});
