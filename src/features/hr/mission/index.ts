import { MissionAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

/** The mission area: its menu icon, list, form and export name. */
export const missionArea = defineAreaModule({
  area: 'mission',
  icon: MissionAreaIcon,
  exportName: 'missions',
  list: () => import('./list').then((m) => m.missionList),
  form: () => import('./form').then((m) => m.missionForm),
});
