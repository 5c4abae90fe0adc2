/** One error of one row as the backend reports it. */
export interface RowErrors {
  index: number;
  errors: Record<string, { code: string; message: string }>;
}

/** The rows that share an error: the same field, the same problem, the same value. */
export interface ErrorGroup {
  field: string;
  code: string;
  message: string;
  /** The file's cell ('' when the file gives none). */
  value: string;
  /** The file's lines (the header is line 1), ascending. */
  lines: number[];
}

/** The file's line of a row sent: the header is line 1. */
export const fileLine = (index: number) => index + 2;

/**
 * The report grouped by field, problem and value, in the order the fields come (`fieldOrder`),
 * then by first line: "Gender, required: lines 2–11" instead of ten lines.
 */
export function groupErrors(
  reports: readonly RowErrors[],
  valueOf: (index: number, field: string) => string,
  fieldOrder: readonly string[] = [],
): ErrorGroup[] {
  const groups = new Map<string, ErrorGroup>();
  for (const report of [...reports].sort((a, b) => a.index - b.index)) {
    for (const [field, error] of Object.entries(report.errors)) {
      const value = valueOf(report.index, field).trim();
      const key = JSON.stringify([field, error.code, value.toLowerCase()]);
      const group = groups.get(key) ?? { field, code: error.code, message: error.message, value, lines: [] };
      group.lines.push(fileLine(report.index));
      groups.set(key, group);
    }
  }
  const rank = (field: string) => (fieldOrder.includes(field) ? fieldOrder.indexOf(field) : fieldOrder.length);
  return [...groups.values()].sort((a, b) => rank(a.field) - rank(b.field) || a.lines[0] - b.lines[0]);
}

/** Ascending numbers as runs: [2, 3, 4, 7] → [[2, 4], [7, 7]]. */
export function runsOf(numbers: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const number of numbers) {
    const last = runs.at(-1);
    if (last && number === last[1] + 1) last[1] = number;
    else runs.push([number, number]);
  }
  return runs;
}

/** "2–11, 14": runs of lines as people read them. */
export const linesText = (lines: readonly number[]): string =>
  runsOf(lines)
    .map(([from, to]) => (from === to ? String(from) : `${from}–${to}`))
    .join(', ');

/** Each row's errors as one cell's text, by row index: "Gender: required; City: …". */
export function errorsByRow(
  reports: readonly RowErrors[],
  describe: (field: string, error: { code: string; message: string }, index: number) => string,
): Map<number, string> {
  return new Map(
    reports.map((report) => [
      report.index,
      Object.entries(report.errors)
        .map(([field, error]) => describe(field, error, report.index))
        .join('; '),
    ]),
  );
}
