import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HrRecord } from '@/api';
import { Link } from 'react-router-dom';
import { fieldLabelKey, type CellContext, type ListColumn } from './list-definition';
import { renderCell } from './cells';
import { SkeletonRows } from './SkeletonRows';

export interface DataTableProps {
  columns: readonly ListColumn[];
  items: readonly HrRecord[];
  /** The sorted column's key, `-key` when descending. */
  sort: string;
  onSort(key: string): void;
  caption: string;
  loading: boolean;
  /** Rows the skeleton shows while loading. */
  skeletonRows: number;
  context: CellContext;
  /** Shown in place of the rows (empty or error state). */
  placeholder?: ReactNode;
}

type AriaSort = 'ascending' | 'descending' | 'none';

const ariaSortOf = (column: ListColumn, sort: string): AriaSort | undefined => {
  if (column.sortBy === false) return undefined;
  if (sort === column.key) return 'ascending';
  if (sort === `-${column.key}`) return 'descending';
  return 'none';
};

const ARROWS: Record<AriaSort, string> = { ascending: '▲', descending: '▼', none: '↕' };

/** A list as a semantic table: headers that sort (click, Enter or Space), skeleton rows while loading. */
export function DataTable({ columns, items, sort, onSort, caption, loading, skeletonRows, context, placeholder }: DataTableProps) {
  const { t } = useTranslation();
  const cellClass = (column: ListColumn) =>
    [column.nowrap ? 'text-nowrap' : '', column.align === 'end' ? 'text-end' : ''].join(' ').trim() || undefined;
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0 hr-table" aria-busy={loading}>
        <caption className="visually-hidden">{caption}</caption>
        <thead className="hr-table__head">
          <tr>
            {columns.map((column) => {
              const label = t(fieldLabelKey(context.area, column.key));
              const ariaSort = ariaSortOf(column, sort);
              return (
                <th key={column.key} scope="col" aria-sort={ariaSort} className={cellClass(column)}>
                  {ariaSort ? (
                    <button
                      type="button"
                      className="btn btn-link p-0 fw-semibold text-reset text-decoration-none hr-table__sort"
                      onClick={() => onSort(column.key)}
                    >
                      {column.labelHidden ? <span className="visually-hidden">{label}</span> : label}
                      <span aria-hidden="true" className={`ms-1 small ${ariaSort === 'none' ? 'opacity-25' : ''}`}>
                        {ARROWS[ariaSort]}
                      </span>
                    </button>
                  ) : column.labelHidden ? (
                    <span className="visually-hidden">{label}</span>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <SkeletonRows columns={columns.length} rows={skeletonRows} />
          ) : placeholder ? (
            <tr>
              <td colSpan={columns.length} className="p-0">
                {placeholder}
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.id}>
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.link ? (
                      <Link to={String(item.id)} className="hr-table__link">
                        {renderCell(column, item, context)}
                      </Link>
                    ) : (
                      renderCell(column, item, context)
                    )}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
