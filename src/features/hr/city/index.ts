import { CityAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

/** The city area: its menu icon, list, form and export name. */
export const cityArea = defineAreaModule({
  area: 'city',
  icon: CityAreaIcon,
  exportName: 'villes',
  list: () => import('./list').then((m) => m.cityList),
  form: () => import('./form').then((m) => m.cityForm),
});
