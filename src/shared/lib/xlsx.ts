/**
 * XLSX workbooks through exceljs, which is large: it loads on first use only (an export
 * or an import), never with a page.
 */
import type * as ExcelJsModule from 'exceljs';

type ExcelJs = typeof ExcelJsModule;

export async function loadExcelJs(): Promise<ExcelJs> {
  // exceljs is CommonJS: bundlers give its exports as `default`, Node may give them by name.
  const loaded: ExcelJs & { default?: ExcelJs } = await import('exceljs');
  return loaded.default ?? loaded;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How a column's cells are stored: text, a real date, an amount in euros, a number. */
export type XlsxFormat = 'text' | 'date' | 'euros' | 'number';
export type XlsxValue = string | number | Date | null;

export interface XlsxColumn {
  header: string;
  format: XlsxFormat;
}

export interface XlsxSheet {
  /** The tab's name (at most 31 characters, no []:*?/\). */
  name: string;
  columns: readonly XlsxColumn[];
  rows: readonly (readonly XlsxValue[])[];
}

const NUMBER_FORMATS: Partial<Record<XlsxFormat, string>> = {
  date: 'dd/mm/yyyy',
  euros: '#,##0.00 "€"',
};

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Roughly how many characters a value takes on screen. */
function shownLength(value: XlsxValue, format: XlsxFormat): number {
  if (value === null) return 0;
  if (value instanceof Date) return 10;
  if (typeof value === 'number') return format === 'euros' ? value.toFixed(2).length + 4 : String(value).length;
  return Math.max(...value.split('\n').map((line) => line.length));
}

/** A width that fits the header and the longest value, within bounds. */
export function columnWidth(column: XlsxColumn, values: readonly XlsxValue[]): number {
  const longest = values.reduce<number>((most, value) => Math.max(most, shownLength(value, column.format)), column.header.length);
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
}

/** A workbook of one sheet: bold header row kept in view, columns sized to their content. */
export async function buildXlsx({ name, columns, rows }: XlsxSheet): Promise<Blob> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Export', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    width: columnWidth(column, rows.map((row) => row[index] ?? null)),
    style: NUMBER_FORMATS[column.format] ? { numFmt: NUMBER_FORMATS[column.format] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((value) => value ?? null));
  if (columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_MIME });
}
