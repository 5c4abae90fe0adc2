import { SalaryAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

/** The salary area: its menu icon, list, form and export name. */
export const salaryArea = defineAreaModule({
  area: 'salary',
  icon: SalaryAreaIcon,
  exportName: 'salaires',
  list: () => import('./list').then((m) => m.salaryList),
  form: () => import('./form').then((m) => m.salaryForm),
});
