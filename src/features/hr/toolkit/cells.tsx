import type { ReactNode } from 'react';
import type { HrRecord } from '@/api';
import { kindText } from './cell-text';
import type { CellContext, ListColumn } from './list-definition';

/** What a list shows for a missing value. */
export const EMPTY_CELL = '—';

/** A cell's content from its column's kind; the column's own `render` comes first. */
export function renderCell(column: ListColumn, item: HrRecord, context: CellContext): ReactNode {
  if (column.render) return column.render(item, context);
  const text = kindText(column, item[column.key], context);
  if (text === null) return <span className="text-body-secondary">{EMPTY_CELL}</span>;
  if (column.kind !== 'status') return text;
  const tone = column.tones?.[String(item[column.key])] ?? 'secondary';
  return (
    <span className={`badge rounded-pill fw-medium bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}>
      {text}
    </span>
  );
}
