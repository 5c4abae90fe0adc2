import { ERROR_CODES } from '@/domain/common';
import type { Row } from '@server/core/storage/tables';
import { fieldOf, rowKey } from '@server/core/storage/table-keys';
import type { AreaDefinition, AreaTable } from './area';
import type { AppContext } from './context';
import { fieldError, type FieldErrors } from './errors';

/** The checks every area declares the same way: references, uniqueness, what blocks a deletion. */

/** Each reference of the input must name an existing row. */
export async function referenceErrors<T extends AreaTable, I extends object, N extends object>(
  area: AreaDefinition<T, I, N>,
  input: I,
  ctx: AppContext,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const { field, table } of area.references) {
    const id = fieldOf(input, field);
    if (typeof id === 'number' && !(await ctx.db.get(table, id))) errors[field] = fieldError(ERROR_CODES.unknownReference);
  }
  return errors;
}

/** No other row may have the same key as this one. */
export async function uniqueErrors<T extends AreaTable, I extends object, N extends object>(
  area: AreaDefinition<T, I, N>,
  row: Row<T>,
  ctx: AppContext,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const key = rowKey(area.table, row);
  for (const unique of area.unique) {
    const value = unique.key(row);
    if (value === undefined || errors[unique.field]) continue;
    for (const other of await ctx.db.withUniqueKey(ctx.view(area), unique.field, value)) {
      if (other !== key) {
        errors[unique.field] = fieldError(ERROR_CODES.duplicate);
        break;
      }
    }
  }
  return errors;
}

/** "a", "a et b", "a, b et c". */
const frenchList = (parts: readonly string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} et ${parts[parts.length - 1]}`;

/**
 * Why the row cannot be deleted, in French, or undefined when nothing refers to it:
 * "Ce service a encore 12 affectations et 1 poste : …".
 */
export async function blockingDependents<T extends AreaTable, I extends object, N extends object>(
  area: AreaDefinition<T, I, N>,
  row: Row<T>,
  ctx: AppContext,
): Promise<string | undefined> {
  const key = rowKey(area.table, row);
  const held: string[] = [];
  for (const { table, field, noun } of area.dependents) {
    const count = await ctx.db.countWhere(table, field, key);
    if (count > 0) held.push(`${count} ${count === 1 ? noun[0] : noun[1]}`);
  }
  if (held.length === 0) return undefined;
  return `${area.subject} a encore ${frenchList(held)} : supprimez-les ou rattachez-les ailleurs d'abord.`;
}
