import type { PayrollExport, PayrollLine } from '@/domain/hr/payroll';
import type { AppContext } from '../hr/context';
import { codesOf } from './codes';
import { monthLines } from './lines';

/**
 * The ledger (docs/payroll.md): what each export of a closed month sent. A month's file is
 * its `N` lines, then, for every month exported before it, what changed since it was sent:
 * the lines sent of an item changed or deleted (`A`, annulation) and the item as it is now
 * (`R`, rappel), an item approved late being a rappel alone. A month exported once is
 * answered from the ledger ever after, byte for byte.
 */

/** What makes two lines the same (the kind and period aside). */
const sameness = (line: PayrollLine) =>
  JSON.stringify([line.matricule, line.code, line.startDate, line.startHalf, line.endDate, line.endHalf, line.quantity, line.unit]);

const bySource = (lines: readonly PayrollLine[]) => {
  const groups = new Map<string, PayrollLine[]>();
  for (const line of lines) groups.set(line.source, [...(groups.get(line.source) ?? []), line]);
  return groups;
};

/** The lines of `period` as the payroll software holds them after every export so far: its own, then the corrections sent later. */
function sentOf(period: string, exports: readonly PayrollExport[]): Map<string, PayrollLine[]> {
  const own = exports.find((row) => row.month === period);
  const sent = bySource(own ? own.lines.filter((line) => line.kind === 'N') : []);
  for (const later of exports.filter((row) => row.month > period)) {
    const corrections = bySource(later.lines.filter((line) => line.kind !== 'N' && line.period === period));
    for (const [source, lines] of corrections) sent.set(source, lines.filter((line) => line.kind === 'R'));
  }
  return sent;
}

/** The `A` and `R` lines that bring what was sent of `period` to what it is now. */
function corrections(period: string, sent: ReadonlyMap<string, PayrollLine[]>, now: ReadonlyMap<string, PayrollLine[]>): PayrollLine[] {
  const lines: PayrollLine[] = [];
  const sources = [...new Set([...sent.keys(), ...now.keys()])].sort();
  for (const source of sources) {
    const before = sent.get(source) ?? [];
    const after = now.get(source) ?? [];
    if (before.map(sameness).sort().join('\n') === after.map(sameness).sort().join('\n')) continue;
    lines.push(...before.map((line): PayrollLine => ({ ...line, period, kind: 'A' })));
    lines.push(...after.map((line): PayrollLine => ({ ...line, period, kind: 'R' })));
  }
  return lines;
}

/** The enterprise's exports, oldest month first. */
export async function exportsOf(ctx: AppContext, enterpriseId: number): Promise<PayrollExport[]> {
  return (await ctx.db.all('payrollExports')).filter((row) => row.enterpriseId === enterpriseId).sort((a, b) => a.month.localeCompare(b.month));
}

/** The lines of a month's file: the ledger's when the month was exported, else computed now (with the corrections of the months before). */
export async function fileLines(ctx: AppContext, enterpriseId: number, month: string): Promise<{ lines: PayrollLine[]; recorded: boolean }> {
  const exports = await exportsOf(ctx, enterpriseId);
  const kept = exports.find((row) => row.month === month);
  if (kept) return { lines: kept.lines, recorded: true };
  const codes = await codesOf(ctx, enterpriseId);
  const lines = await monthLines(ctx, enterpriseId, month, codes);
  for (const earlier of exports.filter((row) => row.month < month)) {
    const now = bySource(await monthLines(ctx, enterpriseId, earlier.month, codes));
    lines.push(...corrections(earlier.month, sentOf(earlier.month, exports), now));
  }
  return { lines, recorded: false };
}
