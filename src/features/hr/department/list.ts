import type { AreaListDefinition } from '../toolkit/list-definition';

export const departmentList: AreaListDefinition = {
  area: 'department',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'name' },
    { key: 'directionName' },
    { key: 'enterpriseName' },
    { key: 'headEmployeeName' },
    { key: 'description', visible: false },
  ],
  defaultSort: 'name',
};
