import type { ReactNode } from 'react';
import type { HrRecord } from '@/api';
import { formatDate, formatEurosFromCents, formatNumber } from '@/shared/lib/format';
import { valueLabelKey, type CellContext, type ListColumn } from './list-definition';

/** What a list shows for a missing value. */
export const EMPTY_CELL = '—';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A cell's content from its column's kind; the column's own `render` comes first. */
export function renderCell(column: ListColumn, item: HrRecord, context: CellContext): ReactNode {
  if (column.render) return column.render(item, context);
  const value = item[column.key];
  if (!present(value)) return <span className="text-body-secondary">{EMPTY_CELL}</span>;
  const { t, area } = context;
  switch (column.kind) {
    case 'date':
      return typeof value === 'string' ? formatDate(value) : String(value);
    case 'euros':
      return typeof value === 'number' ? formatEurosFromCents(value) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'boolean':
      return t(value === true ? 'hr.list.yes' : 'hr.list.no');
    case 'enum':
      return t(valueLabelKey(area, column.key, String(value)));
    case 'status': {
      const tone = column.tones?.[String(value)] ?? 'secondary';
      return (
        <span className={`badge rounded-pill fw-medium bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}>
          {t(valueLabelKey(area, column.key, String(value)))}
        </span>
      );
    }
    default:
      return String(value);
  }
}
