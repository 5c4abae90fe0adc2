/**
 * CSV as French spreadsheets read and write it: UTF-8 with a byte-order mark (so that
 * Excel reads the accents), ';' between fields, CRLF between lines, RFC 4180 quoting.
 */

const BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_MIME = 'text/csv;charset=utf-8';

/** What a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell this module protected on the way out: the quote is taken off on the way in. */
const PROTECTED = /^'[=+\-@\t\r]/;

/** A cell that cannot start a formula: a leading quote makes it plain text. */
export const neutraliseFormula = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);

function field(cell: string): string {
  const safe = neutraliseFormula(cell);
  return /[";\r\n,]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The text of a CSV file: BOM, one line per row, CRLF after each. */
export function buildCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => `${row.map(field).join(CSV_SEPARATOR)}\r\n`).join('');
}

export const csvBlob = (rows: readonly (readonly string[])[]): Blob => new Blob([buildCsv(rows)], { type: CSV_MIME });

/** The separator a file uses: whichever of ';', ',' or tab its first line holds most, outside quotes. */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = CSV_SEPARATOR;
  for (const [separator, count] of counts) if (count > (counts.get(best) ?? 0)) best = separator;
  return best;
}

/**
 * The rows of a CSV text: BOM dropped, separator detected (or given), quoted fields with
 * doubled quotes and line breaks, CRLF or LF; blank lines left out.
 */
export function parseCsv(input: string, separator = detectSeparator(input.replace(/^\uFEFF/, ''))): string[][] {
  const text = input.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  const endCell = () => {
    row.push(wasQuoted ? cell : cell.trim());
    cell = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endCell();
    if (row.some((value) => value !== '')) rows.push(row.map((value) => (PROTECTED.test(value) ? value.slice(1) : value)));
    row = [];
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      wasQuoted = true;
      cell = '';
    } else if (char === separator) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || wasQuoted || row.length > 0) endRow();
  return rows;
}
