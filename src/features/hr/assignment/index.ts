import { AssignmentAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

/** The assignment area: its menu icon, list, form and export name. */
export const assignmentArea = defineAreaModule({
  area: 'assignment',
  icon: AssignmentAreaIcon,
  exportName: 'affectations',
  list: () => import('./list').then((m) => m.assignmentList),
  form: () => import('./form').then((m) => m.assignmentForm),
});
