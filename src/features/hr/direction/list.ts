import { AREA_CONTRACTS } from '@/contract/areas';
import { ORG_TREE_PATH } from '../organisation/paths';
import type { AreaListDefinition } from '../toolkit/list-definition';

export const directionList: AreaListDefinition = {
  area: 'direction',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'name', link: true },
    { key: 'enterpriseName' },
    { key: 'headEmployeeName' },
    { key: 'description', visible: false },
  ],
  defaultSort: AREA_CONTRACTS.direction.defaultSort,
  extraActions: [{ labelKey: 'hr.organisation.title', to: ORG_TREE_PATH }],
};
