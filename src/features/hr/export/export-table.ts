import type { HrRecord } from '@/api';
import type { XlsxFormat, XlsxSheet, XlsxValue } from '@/shared/lib/xlsx';
import { cellText } from '../toolkit/cell-text';
import { fieldLabelKey, type AreaListDefinition, type CellContext, type ListColumn } from '../toolkit/list-definition';

/** A list as an export writes it: the header, each cell as the table shows it, and its typed value. */
export interface ExportTable {
  columns: { label: string; format: XlsxFormat }[];
  rows: { text: string; value: XlsxValue }[][];
}

/** The columns an export can write, in the list's order: those shown, save pictures (a label read by screen readers only). */
export const exportedColumns = (definition: AreaListDefinition, shown: readonly string[]): ListColumn[] =>
  definition.columns.filter((column) => shown.includes(column.key) && !column.labelHidden);

/** How a spreadsheet stores the column: a real date, an amount, a number, else the text shown. */
const formatOf = (column: ListColumn): XlsxFormat =>
  column.render ? 'text' : column.kind === 'date' || column.kind === 'euros' || column.kind === 'number' ? column.kind : 'text';

function typedValue(format: XlsxFormat, raw: unknown, text: string): XlsxValue {
  if (text === '') return null;
  if (format === 'date' && typeof raw === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
    return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : text;
  }
  if (format === 'euros' && typeof raw === 'number') return raw / 100;
  if (format === 'number' && typeof raw === 'number') return raw;
  return text;
}

/** The rows of a list, in the columns shown, formatted for the user's language. */
export function exportTable(
  definition: AreaListDefinition,
  shown: readonly string[],
  items: readonly HrRecord[],
  context: CellContext,
): ExportTable {
  const columns = exportedColumns(definition, shown);
  const formats = columns.map(formatOf);
  return {
    columns: columns.map((column, index) => ({ label: context.t(fieldLabelKey(definition.area, column.key)), format: formats[index] })),
    rows: items.map((item) =>
      columns.map((column, index) => {
        const text = cellText(column, item, context);
        return { text, value: typedValue(formats[index], item[column.key], text) };
      }),
    ),
  };
}

/** The lines of a CSV: header, then the texts. */
export const csvLines = (table: ExportTable): string[][] => [
  table.columns.map((column) => column.label),
  ...table.rows.map((row) => row.map((cell) => cell.text)),
];

/** The sheet of an XLSX workbook: typed values under formatted columns. */
export const xlsxSheet = (table: ExportTable, name: string): XlsxSheet => ({
  name,
  columns: table.columns.map((column) => ({ header: column.label, format: column.format })),
  rows: table.rows.map((row) => row.map((cell) => cell.value)),
});
