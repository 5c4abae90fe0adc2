import { AREA_CONTRACTS } from '@/contract/areas';
import { ORG_TREE_PATH } from '../organisation/paths';
import type { AreaListDefinition } from '../toolkit/list-definition';

export const serviceList: AreaListDefinition = {
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
  extraActions: [{ labelKey: 'hr.organisation.title', to: ORG_TREE_PATH }],
};
