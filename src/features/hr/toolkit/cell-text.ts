import { isValidElement, type ReactNode } from 'react';
import type { HrRecord } from '@/api';
import { formatDate, formatEurosFromCents, formatNumber } from '@/shared/lib/format';
import { valueLabelKey, type CellContext, type ListColumn } from './list-definition';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A value as its column's kind shows it (dates dd/mm/yyyy, euros, translated labels);
 * null when there is none. The table and the exports both write cells through here.
 */
export function kindText(column: ListColumn, value: unknown, { t, area }: CellContext): string | null {
  if (!present(value)) return null;
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
    case 'status':
      return t(valueLabelKey(area, column.key, String(value)));
    default:
      return String(value);
  }
}

/** The text of what a column's `render` gave, when it is text in plain elements; undefined when a component draws it. */
export function nodeText(node: ReactNode): string | undefined {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) {
    const parts = node.map((child: ReactNode) => nodeText(child));
    return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
  }
  if (isValidElement<{ children?: ReactNode }>(node) && typeof node.type === 'string') return nodeText(node.props.children);
  return undefined;
}

/** A cell as plain text, as the table shows it ('' when empty): what an export writes. */
export function cellText(column: ListColumn, item: HrRecord, context: CellContext): string {
  const rendered = column.render ? nodeText(column.render(item, context)) : undefined;
  return rendered ?? kindText(column, item[column.key], context) ?? '';
}
