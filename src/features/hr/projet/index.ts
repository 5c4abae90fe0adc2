import { ProjetAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

/** The projet area: its menu icon, list, form and export name. */
export const projetArea = defineAreaModule({
  area: 'projet',
  icon: ProjetAreaIcon,
  exportName: 'projets',
  list: () => import('./list').then((m) => m.projetList),
  form: () => import('./form').then((m) => m.projetForm),
});
