import { AREA_CONTRACTS } from '@/contract/areas';
import { PROJECT_STATUSES } from '@/domain/hr/project';
import { defineAreaList } from '../toolkit/list-definition';

export const projetList = defineAreaList({
  area: 'projet',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'name', link: true },
    { key: 'enterpriseName' },
    { key: 'managerName' },
    { key: 'client', visible: false },
    { key: 'startDate', kind: 'date', nowrap: true },
    { key: 'endDate', kind: 'date', nowrap: true },
    { key: 'budgetCents', kind: 'euros', align: 'end', nowrap: true },
    { key: 'memberCount', kind: 'number', align: 'end' },
    {
      key: 'status',
      kind: 'status',
      tones: { planned: 'info', active: 'success', 'on hold': 'warning', completed: 'primary', cancelled: 'secondary' },
    },
  ],
  filters: [{ name: 'status', kind: 'select', options: PROJECT_STATUSES }],
  defaultSort: AREA_CONTRACTS.projet.defaultSort,
});
