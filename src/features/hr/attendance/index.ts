import { AttendanceAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';
import { attendanceRoutes } from './grid';

/** The attendance area: its menu icon, list, form, own pages and export name. */
export const attendanceArea = defineAreaModule({
  area: 'attendance',
  icon: AttendanceAreaIcon,
  exportName: 'presences',
  list: () => import('./list').then((m) => m.attendanceList),
  form: () => import('./form').then((m) => m.attendanceForm),
  routes: attendanceRoutes,
});
