import type { AreaListDefinition } from '../toolkit/list-definition';

export const serviceList: AreaListDefinition = {
  area: 'service',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'name' },
    { key: 'departmentName' },
    { key: 'directionName' },
    { key: 'enterpriseName', visible: false },
    { key: 'headEmployeeName' },
    { key: 'description', visible: false },
  ],
  defaultSort: 'name',
};
