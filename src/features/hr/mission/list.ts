import { AREA_CONTRACTS } from '@/contract/areas';
import { MISSION_STATUSES } from '@/domain/hr/mission';
import { defineAreaList } from '../toolkit/list-definition';

export const missionList = defineAreaList({
  area: 'mission',
  columns: [
    { key: 'reference', link: true, nowrap: true },
    { key: 'employeeName' },
    { key: 'purpose' },
    { key: 'destinationCityName' },
    { key: 'startDate', kind: 'date', nowrap: true },
    { key: 'endDate', kind: 'date', nowrap: true },
    // Who will decide (awaiting a decision) or who decided: computed, not sorted.
    { key: 'approverName', sortBy: false, render: (item) => item.approverName ?? item.decidedByName ?? '' },
    { key: 'transport', kind: 'enum', visible: false },
    { key: 'estimatedBudgetCents', kind: 'euros', align: 'end', nowrap: true, visible: false },
    { key: 'advanceCents', kind: 'euros', align: 'end', nowrap: true, visible: false },
    { key: 'expensesTotalCents', kind: 'euros', align: 'end', nowrap: true },
    {
      key: 'status',
      kind: 'status',
      tones: {
        draft: 'secondary',
        submitted: 'info',
        approved: 'primary',
        rejected: 'danger',
        'in progress': 'warning',
        completed: 'success',
        cancelled: 'secondary',
      },
    },
  ],
  filters: [
    { name: 'status', kind: 'select', options: MISSION_STATUSES },
    { name: 'from', kind: 'date', labelKey: 'hr.list.from' },
    { name: 'to', kind: 'date', labelKey: 'hr.list.to' },
  ],
  defaultSort: AREA_CONTRACTS.mission.defaultSort,
});
