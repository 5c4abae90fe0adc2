import { AREA_CONTRACTS } from '@/contract/areas';
import { ORG_TREE_PATH } from '../organisation/paths';
import type { AreaListDefinition } from '../toolkit/list-definition';

export const departmentList: AreaListDefinition = {
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
  extraActions: [{ labelKey: 'hr.organisation.title', to: ORG_TREE_PATH }],
};
