import type { HrRecord } from '@/api';
import { POSITION_CATEGORIES } from '@/domain/hr/position';
import { formatNumber } from '@/shared/lib/format';
import type { AreaListDefinition } from '../toolkit/list-definition';

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Filled against budgeted headcount; over budget stands out. */
function Headcount({ item }: { item: HrRecord }) {
  const filled = count(item.filledHeadcount);
  const budgeted = count(item.budgetedHeadcount);
  const tone = filled > budgeted ? 'text-danger-emphasis fw-semibold' : filled < budgeted ? 'text-body' : 'text-success-emphasis';
  return (
    <span className={tone}>
      {formatNumber(filled)} / {formatNumber(budgeted)}
    </span>
  );
}

export const positionList: AreaListDefinition = {
  area: 'position',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'title' },
    { key: 'enterpriseName' },
    { key: 'category', kind: 'enum' },
    { key: 'grade', visible: false },
    { key: 'minMonthlyGrossCents', kind: 'euros', align: 'end', nowrap: true, visible: false },
    { key: 'maxMonthlyGrossCents', kind: 'euros', align: 'end', nowrap: true, visible: false },
    { key: 'filledHeadcount', align: 'end', nowrap: true, render: (item) => <Headcount item={item} /> },
    { key: 'budgetedHeadcount', kind: 'number', align: 'end', visible: false },
  ],
  filters: [{ name: 'category', kind: 'select', options: POSITION_CATEGORIES }],
  defaultSort: 'title',
};
