import { DepartmentAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

/** The department area: its menu icon, list, form and export name. */
export const departmentArea = defineAreaModule({
  area: 'department',
  icon: DepartmentAreaIcon,
  exportName: 'departements',
  list: () => import('./list').then((m) => m.departmentList),
  form: () => import('./form').then((m) => m.departmentForm),
});
