import type { AreaListDefinition } from '../toolkit/list-definition';

export const directionList: AreaListDefinition = {
  area: 'direction',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'name' },
    { key: 'enterpriseName' },
    { key: 'headEmployeeName' },
    { key: 'description', visible: false },
  ],
  defaultSort: 'name',
};
