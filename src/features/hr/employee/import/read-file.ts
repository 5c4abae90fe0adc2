import { parseCsv } from '@/shared/lib/csv';

/** A file's header and rows, every row as wide as the header. */
export interface ImportTable {
  headers: string[];
  rows: string[][];
}

export type ImportFileProblem = 'unsupported' | 'empty' | 'unreadable';

/** Why a file gives no table: its problem, translated by the page. */
export class ImportFileError extends Error {
  constructor(readonly problem: ImportFileProblem) {
    super(`Import file: ${problem}`);
  }
}

export const IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const kindOf = (file: File): 'csv' | 'xlsx' | null => {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx') || file.type.includes('spreadsheetml')) return 'xlsx';
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') return 'csv';
  return null;
};

/** UTF-8 as files should be; Windows-1252 as older spreadsheets save CSV in France. */
function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The file's bytes, through FileReader: every browser has it (and jsdom, where tests run). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('No bytes')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

function tableOf(lines: string[][]): ImportTable {
  const [header, ...rows] = lines;
  if (!header || rows.length === 0) throw new ImportFileError('empty');
  const width = Math.max(header.length, ...rows.map((row) => row.length));
  const widen = (row: string[]) => Array.from({ length: width }, (_, index) => row[index] ?? '');
  return { headers: widen(header).map((name, index) => name.trim() || `#${index + 1}`), rows: rows.map(widen) };
}

/** Reads a CSV or XLSX file chosen by the user; the first line names the columns. */
export async function readImportFile(file: File): Promise<ImportTable> {
  const kind = kindOf(file);
  if (!kind) throw new ImportFileError('unsupported');
  let lines: string[][];
  try {
    const bytes = await bytesOf(file);
    lines = kind === 'csv' ? parseCsv(decode(bytes)) : await import('@/shared/lib/xlsx-read').then((xlsx) => xlsx.readXlsx(bytes));
  } catch {
    throw new ImportFileError('unreadable');
  }
  return tableOf(lines);
}
