import { AREA_CONTRACTS } from '@/contract/areas';
import { defineAreaList } from '../toolkit/list-definition';

export const trainingList = defineAreaList({
  area: 'training',
  columns: [
    { key: 'title', link: true },
    { key: 'employeeName' },
    { key: 'date', kind: 'date', nowrap: true },
  ],
  defaultSort: AREA_CONTRACTS.training.defaultSort,
});
