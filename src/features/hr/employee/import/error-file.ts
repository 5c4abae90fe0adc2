import { csvBlob } from '@/shared/lib/csv';
import { buildXlsx } from '@/shared/lib/xlsx';

/** The file dropped, given back with an "Errors" column for the user to fix it in their spreadsheet. */
export interface ErrorFile {
  /** The name of the file dropped. */
  name: string;
  kind: 'csv' | 'xlsx';
  headers: string[];
  rows: string[][];
  /** The column's title, in the user's language. */
  errorsHeader: string;
  /** Each row's errors, by index ('' for a row without). */
  errors: string[];
}

/** "employes.csv" → "employes-errors.csv". */
export const errorFileName = (name: string, kind: 'csv' | 'xlsx', suffix: string): string =>
  `${name.replace(/\.[^.]+$/, '')}-${suffix}.${kind}`;

/** The same file as uploaded (CSV or XLSX), its rows unchanged, the errors in a last column. */
export function errorFileBlob(file: ErrorFile): Promise<Blob> {
  const headers = [...file.headers, file.errorsHeader];
  const rows = file.rows.map((row, index) => [...row, file.errors[index] ?? '']);
  if (file.kind === 'csv') return Promise.resolve(csvBlob([headers, ...rows]));
  return buildXlsx({
    name: file.errorsHeader.slice(0, 31).replace(/[[\]:*?/\\]/g, ' '),
    columns: headers.map((header) => ({ header, format: 'text' as const })),
    rows,
  });
}
