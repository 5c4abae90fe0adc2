import type { CellValue } from 'exceljs';
import { loadExcelJs } from './xlsx';

const pad = (value: number) => String(value).padStart(2, '0');

/** exceljs reads a date cell as the UTC midnight of that day: its calendar date, YYYY-MM-DD. */
const isoDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** A cell's value as text: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
export function cellValueText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
  if ('hyperlink' in value) return cellValueText(value.text);
  if ('formula' in value || 'sharedFormula' in value) return cellValueText(value.result);
  return '';
}

/** The rows of the first sheet of an XLSX file, as text; empty rows left out. */
export async function readXlsx(data: ArrayBuffer): Promise<string[][]> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const width = sheet.columnCount;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells = Array.from({ length: width }, (_, index) => cellValueText(row.getCell(index + 1).value));
    if (cells.some((cell) => cell !== '')) rows.push(cells);
  });
  return rows;
}
