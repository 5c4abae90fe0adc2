/** The benches' summaries of timings (nearest-rank percentiles). */

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export interface Summary {
  count: number;
  median: number;
  p95: number;
  max: number;
}

/** Median, p95 and max of some timings; NaN everywhere when there are none. */
export function summarise(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return { count: 0, median: NaN, p95: NaN, max: NaN };
  return { count: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
}

/** Milliseconds as the tables print them: one decimal. */
export const ms = (value: number): number => Number(value.toFixed(1));
