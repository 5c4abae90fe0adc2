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
  defaultSort: 'name',
  extraActions: [{ labelKey: 'hr.organisation.title', to: ORG_TREE_PATH }],
};
