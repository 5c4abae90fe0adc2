import { paths } from '@/shared/paths';
import { AREA_CONTRACTS } from '@/contract/areas';
import { LEAVE_STATUSES } from '@/domain/hr/leave';
import { leaveTypeName } from '@/shared/lib/reference-labels';
import { defineAreaList } from '../toolkit/list-definition';

export const leaveList = defineAreaList({
  area: 'leave',
  columns: [
    { key: 'employeeName', link: true },
    { key: 'typeName', render: (item, { t }) => leaveTypeName(t, item.typeId, item.typeName) },
    { key: 'startDate', kind: 'date', nowrap: true },
    { key: 'endDate', kind: 'date', nowrap: true },
    { key: 'days', kind: 'number', align: 'end' },
    {
      key: 'status',
      kind: 'status',
      tones: { draft: 'secondary', pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'secondary' },
    },
    // Who will decide (awaiting a decision) or who decided: computed, not sorted.
    { key: 'approverName', sortBy: false, render: (item) => item.approverName ?? item.decidedByName ?? '' },
    { key: 'reason', visible: false },
    { key: 'decidedAt', kind: 'date', nowrap: true, visible: false },
    { key: 'comment', visible: false },
  ],
  filters: [
    { name: 'status', kind: 'select', options: LEAVE_STATUSES },
    { name: 'from', kind: 'date', labelKey: 'hr.list.from' },
    { name: 'to', kind: 'date', labelKey: 'hr.list.to' },
  ],
  defaultSort: AREA_CONTRACTS.leave.defaultSort,
  extraActions: [
    { labelKey: 'hr.leave.balances.title', to: 'balances', requires: { resource: 'leaveBalance', action: 'read' } },
    { labelKey: 'hr.leave.absences.title', to: 'absences' },
    { labelKey: 'calendar.title', to: paths.calendar(), requires: { resource: 'calendar', action: 'read' } },
  ],
});
