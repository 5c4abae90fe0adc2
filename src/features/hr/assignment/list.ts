import { AREA_CONTRACTS } from '@/contract/areas';
import { ASSIGNMENT_KINDS } from '@/domain/hr/assignment';
import { defineAreaList } from '../toolkit/list-definition';

export const assignmentList = defineAreaList({
  area: 'assignment',
  columns: [
    { key: 'employeeName', link: true },
    { key: 'positionTitle' },
    { key: 'serviceName' },
    { key: 'departmentName', visible: false },
    { key: 'enterpriseName', visible: false },
    { key: 'workCityName' },
    { key: 'startDate', kind: 'date', nowrap: true },
    { key: 'endDate', kind: 'date', nowrap: true },
    { key: 'kind', kind: 'status', tones: { principale: 'primary', 'intérim': 'info' } },
  ],
  filters: [
    { name: 'kind', kind: 'select', options: ASSIGNMENT_KINDS },
    { name: 'current', kind: 'select', options: ['true', 'false'] },
  ],
  defaultSort: AREA_CONTRACTS.assignment.defaultSort,
});
