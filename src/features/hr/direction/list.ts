import { AREA_CONTRACTS } from '@/contract/areas';
import { paths } from '@/shared/paths';
import { defineAreaList } from '../toolkit/list-definition';

export const directionList = defineAreaList({
  area: 'direction',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'name', link: true },
    { key: 'enterpriseName' },
    { key: 'headEmployeeName' },
    { key: 'description', visible: false },
  ],
  defaultSort: AREA_CONTRACTS.direction.defaultSort,
  extraActions: [{ labelKey: 'hr.organisation.title', to: paths.orgTree(), requires: { resource: 'orgTree', action: 'read' } }],
});
