import { isIsoDate } from '@/domain/common';

/** The order of a date's day, month and year when written with slashes, dots or dashes. */
export type DateOrder = 'dmy' | 'mdy';

const pad = (value: string) => value.padStart(2, '0');

/** Two-digit years: up to this year's two digits they are this century, above the last one. */
function fullYear(year: string, today: Date): string {
  if (year.length === 4) return year;
  const century = Math.floor(today.getUTCFullYear() / 100) * 100;
  const value = century + Number(year);
  return String(value > today.getUTCFullYear() ? value - 100 : value);
}

const iso = (year: string, month: string, day: string) => {
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : null;
};

const ISO_LIKE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;
const SEPARATED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included), up to 9999-12-31. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const EXCEL_MAX = 2_958_465;
const DAY_MS = 86_400_000;

/**
 * A date as a file may write it — dd/mm/yyyy or mm/dd/yyyy (slashes, dots or dashes, years
 * of 2 or 4 digits), yyyy-mm-dd (a timestamp's date part), an Excel day number — as
 * YYYY-MM-DD; null when it is none of these or no real day.
 */
export function readDate(text: string, order: DateOrder = 'dmy', today = new Date()): string | null {
  const value = text.trim();
  let match = ISO_LIKE.exec(value);
  if (match) return iso(match[1], match[2], match[3]);
  match = SEPARATED.exec(value);
  if (match) {
    const [first, second] = order === 'dmy' ? [match[1], match[2]] : [match[2], match[1]];
    return iso(fullYear(match[3], today), second, first);
  }
  if (/^\d{1,7}(\.\d+)?$/.test(value)) {
    const serial = Math.floor(Number(value));
    if (serial < 1 || serial > EXCEL_MAX) return null;
    return new Date(EXCEL_EPOCH + serial * DAY_MS).toISOString().slice(0, 10);
  }
  return null;
}

/**
 * The order a column's dates are written in: day first when one starts above 12, month
 * first when one's second part is; null (ask the user) when every part is 12 or less,
 * and 'dmy' when the column writes none with separators.
 */
export function dateOrderOf(values: readonly string[]): DateOrder | null {
  let separated = false;
  for (const value of values) {
    const match = SEPARATED.exec(value.trim());
    if (!match) continue;
    separated = true;
    if (Number(match[1]) > 12) return 'dmy';
    if (Number(match[2]) > 12) return 'mdy';
  }
  return separated ? null : 'dmy';
}
