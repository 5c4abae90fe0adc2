import type { HrRecord } from '@/api';
import { FORMAT_LOCALE } from '@/shared/lib/format';

/** One entry of an employee's salary history, as the history table shows it. */
export interface SalaryHistoryRow {
  id: number;
  effectiveDate: string;
  baseMonthlyGrossCents: number;
  hoursPerMonth: number;
  allowancesCents: number;
  deductionsCents: number;
  /** The base gross's change since the entry before (0.05 = +5 %); null for the first one. */
  change: number | null;
}

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The sum of an entry's lines (allowances or deductions), in cents. */
const linesTotal = (lines: unknown) =>
  Array.isArray(lines) ? lines.reduce<number>((total, line: unknown) => total + numberOf((line as { amountCents?: unknown } | null)?.amountCents), 0) : 0;

/** The entries newest first, each with its totals and its change from the one before it. */
export function salaryHistory(items: readonly HrRecord[]): SalaryHistoryRow[] {
  const oldestFirst = [...items].sort((a, b) => String(a.effectiveDate).localeCompare(String(b.effectiveDate)));
  const rows = oldestFirst.map((item, index): SalaryHistoryRow => {
    const base = numberOf(item.baseMonthlyGrossCents);
    const previous = index > 0 ? numberOf(oldestFirst[index - 1].baseMonthlyGrossCents) : 0;
    return {
      id: item.id,
      effectiveDate: String(item.effectiveDate),
      baseMonthlyGrossCents: base,
      hoursPerMonth: numberOf(item.hoursPerMonth),
      allowancesCents: linesTotal(item.allowances),
      deductionsCents: linesTotal(item.deductions),
      change: previous > 0 ? (base - previous) / previous : null,
    };
  });
  return rows.reverse();
}

const percent = new Intl.NumberFormat(FORMAT_LOCALE, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** A change as fr-FR writes it: "+5,2 %", "−3 %", "0 %". */
export const formatChange = (change: number): string => percent.format(change);
