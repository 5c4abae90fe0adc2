import type { Session } from '../ports';
import type { Row } from '@server/core/storage/tables';
import type { AreaDefinition, AreaTable } from './area';
import { blockingDependents, referenceErrors, uniqueErrors } from './checks';
import type { AppContext } from './context';
import { HttpFailure, checkVersion, invalid, mergeErrors, parseOrThrow } from './errors';

export const notFound = (subject: string) => new HttpFailure(404, `${subject} n'existe pas ou plus.`);

const withoutUndefined = <T extends object>(row: T): T =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) as T;

/**
 * Creates (no `existingId`) or replaces a record, all-or-nothing: the body is parsed with
 * the area's schema, its references, uniqueness and rules checked, derived fields computed.
 * Throws the refusal; a refused write changes nothing.
 */
export function writeRecord<T extends AreaTable, I extends object, N extends object>(
  area: AreaDefinition<T, I, N>,
  outer: AppContext,
  body: Record<string, unknown>,
  existingId?: number,
  /** Who writes: a decision records them. */
  actor?: Session,
): Promise<Row<T>> {
  return outer.transaction(async (ctx) => {
    const { db, clock } = ctx;
    const existing = existingId === undefined ? undefined : await db.get(area.table, existingId);
    if (existingId !== undefined) {
      if (!existing) throw notFound(area.subject);
      checkVersion(body.version, existing.version);
    }
    const input = parseOrThrow(area.input, body);
    const errors = await referenceErrors(area, input, ctx);
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const now = clock.now();
    const row = withoutUndefined({
      ...(await area.build(input, ctx, existing, actor)),
      id: existing?.id ?? (await db.nextId(area.table)),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      version: (existing?.version ?? 0) + 1,
    }) as Row<T>;
    await area.beforeWrite?.(row, ctx, existing);
    mergeErrors(errors, await uniqueErrors(area, row, ctx));
    mergeErrors(errors, await area.check?.(row, ctx, existing));
    if (Object.keys(errors).length > 0) throw invalid(errors);
    // The version read above: if another process saved the row since, this write fails (409).
    if (existing) await db.update(area.table, row, existing.version);
    else await db.insert(area.table, row);
    return row;
  });
}

/**
 * Deletes a record nothing refers to any more (409 naming what still does), or archives
 * it where the area archives instead: the row kept, or undefined once deleted.
 */
export function removeRecord<T extends AreaTable, I extends object, N extends object>(
  area: AreaDefinition<T, I, N>,
  outer: AppContext,
  id: number,
): Promise<Row<T> | undefined> {
  return outer.transaction(async (ctx) => {
    const row = await ctx.db.get(area.table, id);
    if (!row) throw notFound(area.subject);
    const refused = area.refuseRemoval?.(row);
    if (refused) throw refused;
    if (area.archive) {
      const kept = area.archive(row, ctx);
      if (kept !== row) await ctx.db.update(area.table, kept, row.version);
      ctx.audit.actionOf(area.table, id, 'archive');
      return kept;
    }
    const blocked = await blockingDependents(area, row, ctx);
    if (blocked) throw new HttpFailure(409, blocked);
    await ctx.db.remove(area.table, id);
    return undefined;
  });
}
