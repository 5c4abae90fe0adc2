import type { AreaItem } from '@/contract/areas';
import { AREA_CONTRACTS } from '@/contract/areas';
import { ATTENDANCE_STATUSES } from '@/domain/hr/attendance';
import { defineAreaList } from '../toolkit/list-definition';

/** Minutes as h:mm (7:45). */
const hoursAndMinutes = (item: AreaItem<'attendance'>) => {
  const minutes = typeof item.workedMinutes === 'number' ? item.workedMinutes : 0;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
};

export const attendanceList = defineAreaList({
  area: 'attendance',
  columns: [
    { key: 'date', link: true, kind: 'date', nowrap: true },
    { key: 'employeeName' },
    { key: 'serviceName' },
    {
      key: 'status',
      kind: 'status',
      tones: {
        'présent': 'success',
        absent: 'danger',
        retard: 'warning',
        'télétravail': 'info',
        mission: 'primary',
        'congé': 'secondary',
        'férié': 'secondary',
      },
    },
    { key: 'checkIn', nowrap: true },
    { key: 'checkOut', nowrap: true },
    { key: 'breakMinutes', kind: 'number', align: 'end', visible: false },
    { key: 'workedMinutes', nowrap: true, align: 'end', render: hoursAndMinutes },
    { key: 'source', kind: 'enum', visible: false },
  ],
  filters: [
    { name: 'status', kind: 'select', options: ATTENDANCE_STATUSES },
    { name: 'from', kind: 'date', labelKey: 'hr.list.from' },
    { name: 'to', kind: 'date', labelKey: 'hr.list.to' },
  ],
  defaultSort: AREA_CONTRACTS.attendance.defaultSort,
  extraActions: [{ labelKey: 'hr.attendance.grid.title', to: 'grid' }],
});
