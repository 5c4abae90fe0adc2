import { AREA_CONTRACTS } from '@/contract/areas';
import { paths } from '@/shared/paths';
import { defineAreaList } from '../toolkit/list-definition';

export const serviceList = defineAreaList({
  area: 'service',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'name', link: true },
    { key: 'departmentName' },
    { key: 'directionName' },
    { key: 'enterpriseName', visible: false },
    { key: 'headEmployeeName' },
    { key: 'description', visible: false },
  ],
  defaultSort: AREA_CONTRACTS.service.defaultSort,
  extraActions: [{ labelKey: 'hr.organisation.title', to: paths.orgTree(), requires: { resource: 'orgTree', action: 'read' } }],
});
