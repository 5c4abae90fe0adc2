import type { Employee } from '@/domain/hr/employee';
import { amendedFacts, changedMentions, registerLineEnded, sectionOf, type RegisterLineRow } from '@/domain/hr/staff-register';
import { keepRow } from '../approval/rows';
import type { Actor } from '../audit/trail';
import type { WriteContext } from '../hr/context';
import type { RowChange } from '../storage/repository';
import { factsByEnterprise } from './facts';

/**
 * Brings the employee's register lines in step with their records, in the transaction that
 * changed them: a line written for an enterprise they now work for and had none, an amendment
 * (who, when, before → after) added to a line for each mention that changed. A line is never
 * rewritten, nor removed (docs/domain.md, "Staff register").
 */
export async function keepLinesOf(ctx: WriteContext, employee: Employee, by: string): Promise<void> {
  const { db, clock } = ctx;
  const lines = await db.where('registerLines', 'employeeId', employee.id);
  const now = clock.now();
  for (const [enterpriseId, facts] of await factsByEnterprise(db, employee)) {
    const line = earliestOf(lines.filter((row) => row.enterpriseId === enterpriseId));
    if (!line) {
      // A line whose five years after the exit are over is not written (the purge took the file).
      if (registerLineEnded({ facts, amendments: [] }, clock.today())) continue;
      const fields = { enterpriseId, employeeId: employee.id, matricule: employee.matricule, section: sectionOf(facts.contractType), facts, amendments: [] };
      await keepRow(db, 'registerLines', undefined, fields, now);
      continue;
    }
    const changed = changedMentions(amendedFacts(line), facts);
    if (changed.length === 0) continue;
    const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields } = line;
    await keepRow(db, 'registerLines', line, { ...fields, amendments: [...line.amendments, ...changed.map((change) => ({ ...change, at: now, by }))] }, now);
  }
}

/** The first line written for an enterprise, should two readers have written one at once. */
export const earliestOf = (lines: readonly RegisterLineRow[]): RegisterLineRow | undefined => [...lines].sort((a, b) => a.id - b.id)[0];

/** The employees a transaction's changes touch the register of: their record or their assignments written. */
function touchedEmployees(changes: readonly RowChange[]): Set<number> {
  const touched = new Set<number>();
  for (const change of changes) {
    if (change.table === 'employees') touched.add(change.key);
    if (change.table === 'assignments') for (const row of [change.before, change.after]) if (row) touched.add(row.employeeId);
  }
  return touched;
}

/** Run when a transaction has written its rows: the register of everyone it touched kept in step, under the writer's name. */
export async function keepRegister(ctx: WriteContext, changes: readonly RowChange[], actor: Actor | undefined): Promise<void> {
  const touched = touchedEmployees(changes);
  if (touched.size === 0 || !actor) return;
  for (const employee of await ctx.db.getMany('employees', [...touched])) await keepLinesOf(ctx, employee, actor.name);
}
