import { AREA_CONTRACTS } from '@/contract/areas';
import { paths } from '@/shared/paths';
import { defineAreaList } from '../toolkit/list-definition';

export const departmentList = defineAreaList({
  area: 'department',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'name', link: true },
    { key: 'directionName' },
    { key: 'enterpriseName' },
    { key: 'headEmployeeName' },
    { key: 'description', visible: false },
  ],
  defaultSort: AREA_CONTRACTS.department.defaultSort,
  extraActions: [{ labelKey: 'hr.organisation.title', to: paths.orgTree(), requires: { resource: 'orgTree', action: 'read' } }],
});
