import { CountryAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

/** The country area: its menu icon, list, form and export name. */
export const countryArea = defineAreaModule({
  area: 'country',
  icon: CountryAreaIcon,
  exportName: 'pays',
  list: () => import('./list').then((m) => m.countryList),
  form: () => import('./form').then((m) => m.countryForm),
});
