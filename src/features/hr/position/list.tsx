import type { AreaItem } from '@/contract/areas';
import { AREA_CONTRACTS } from '@/contract/areas';
import { POSITION_CATEGORIES } from '@/domain/hr/position';
import { formatNumber } from '@/shared/lib/format';
import { defineAreaList, type CellContext } from '../toolkit/list-definition';

const count = (value: unknown) => (typeof value === 'number' ? value : 0);
const BAR = { width: '4.5rem', height: '0.375rem' };

/** Filled against budgeted headcount, "3 / 5" over a small bar; over budget stands out and says so. */
function Headcount({ item, t }: { item: AreaItem<'position'>; t: CellContext['t'] }) {
  const filled = count(item.filledHeadcount);
  const budgeted = count(item.budgetedHeadcount);
  const over = filled > budgeted;
  const tone = over ? 'danger' : filled === budgeted ? 'success' : 'primary';
  const share = budgeted > 0 ? Math.min(100, Math.round((filled / budgeted) * 100)) : over ? 100 : 0;
  return (
    <span className="d-inline-flex flex-column align-items-end gap-1">
      <span className={over ? 'text-danger-emphasis fw-semibold' : 'text-body'}>
        {over && <span aria-hidden="true">⚠ </span>}
        {formatNumber(filled)} / {formatNumber(budgeted)}
        {over && <span className="visually-hidden"> ({t('hr.position.headcount.over')})</span>}
      </span>
      <span className="progress" style={BAR} aria-hidden="true">
        <span className={`progress-bar bg-${tone}`} style={{ width: `${share}%` }} />
      </span>
    </span>
  );
}

export const positionList = defineAreaList({
  area: 'position',
  columns: [
    { key: 'code', nowrap: true },
    { key: 'title', link: true },
    { key: 'enterpriseName' },
    { key: 'category', kind: 'enum' },
    { key: 'grade', visible: false },
    { key: 'minMonthlyGrossCents', kind: 'euros', align: 'end', nowrap: true, visible: false },
    { key: 'maxMonthlyGrossCents', kind: 'euros', align: 'end', nowrap: true, visible: false },
    { key: 'filledHeadcount', align: 'end', nowrap: true, render: (item, { t }) => <Headcount item={item} t={t} /> },
    { key: 'budgetedHeadcount', kind: 'number', align: 'end', visible: false },
  ],
  filters: [{ name: 'category', kind: 'select', options: POSITION_CATEGORIES }],
  defaultSort: AREA_CONTRACTS.position.defaultSort,
});
