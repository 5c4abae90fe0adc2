import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@/contract/audit';
import type { AuditQuery, NewAuditEntry, Page } from '@server/core/storage/repository';
import type { Db } from './connection';
import { idArray } from './hr-list';
import { run } from './run';

/** The rows (audit entries, messages) whose owner one of the reader's limits holds (none: no row). */
export const ownedSql = (ownedBy: NonNullable<AuditQuery['ownedBy']>): SQL =>
  ownedBy.length === 0
    ? sql`false`
    : sql`(${sql.join(
        ownedBy.map(({ set, ids }) => sql`(owner_set = ${set} and owner_id = any(${idArray(ids)}))`),
        sql` or `,
      )})`;

/** The WHERE clause of an audit query: every criterion given must hold. */
function whereOf(query: AuditQuery): SQL {
  const clauses: SQL[] = [sql`true`];
  if (query.userId !== undefined) clauses.push(sql`user_id = ${query.userId}`);
  if (query.areas !== undefined) clauses.push(query.areas.length > 0 ? sql`area in (${sql.join(query.areas.map((area) => sql`${area}`), sql`, `)})` : sql`false`);
  if (query.recordId !== undefined) clauses.push(sql`record_id = ${query.recordId}`);
  if (query.since !== undefined) clauses.push(sql`at >= ${query.since}`);
  if (query.until !== undefined) clauses.push(sql`at < ${query.until}`);
  if (query.afterId !== undefined) clauses.push(sql`id > ${query.afterId}`);
  if (query.ownedBy !== undefined) clauses.push(ownedSql(query.ownedBy));
  return sql.join(clauses, sql` and `);
}

const entryOf = (row: Record<string, unknown>): AuditEntry => ({
  id: Number(row.id),
  at: String(row.at),
  userId: Number(row.user_id),
  userName: String(row.user_name),
  area: row.area as AuditEntry['area'],
  ...(row.record_id === null || row.record_id === undefined ? {} : { recordId: Number(row.record_id) }),
  action: row.action as AuditEntry['action'],
  changes: row.changes as AuditEntry['changes'],
});

/** One page of the audit trail, newest first, and how many entries match. */
export async function auditPage(db: Db, query: AuditQuery): Promise<Page<AuditEntry>> {
  const where = whereOf(query);
  const [counted] = await run(db, sql`select count(*)::int as total from audit_entries where ${where}`);
  const rows = await run(
    db,
    sql`select * from audit_entries where ${where} order by id desc limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return { items: rows.map(entryOf), total: Number(counted.total) };
}

/** Entries written by one statement: an import of thousands of rows stays under PostgreSQL's 65 535 parameters. */
const BATCH = 1000;

/** Writes entries in the order given (the identity column numbers them). */
export async function appendAudit(db: Db, entries: readonly NewAuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += BATCH) {
    const values = entries.slice(start, start + BATCH).map(
      (entry) =>
        sql`(${entry.at}, ${entry.userId}, ${entry.userName}, ${entry.area}, ${entry.recordId ?? null}, ${entry.action}, ${JSON.stringify(entry.changes)}::jsonb, ${entry.owner?.set ?? null}, ${entry.owner?.id ?? null})`,
    );
    await run(
      db,
      sql`insert into audit_entries (at, user_id, user_name, area, record_id, action, changes, owner_set, owner_id) values ${sql.join(values, sql`, `)}`,
    );
  }
}

/**
 * Takes the values out of the entries about the person (docs/retention.md): each change keeps
 * its field, said changed. How many entries are about the person.
 */
export async function forgetAuditValues(tx: Db, employeeId: number): Promise<number> {
  const rows = await run(
    tx,
    sql`update audit_entries set changes = coalesce((select jsonb_agg(jsonb_build_object('field', change->>'field', 'private', true) order by position) from jsonb_array_elements(changes) with ordinality as item(change, position)), '[]'::jsonb)
        where owner_set = 'people' and owner_id = ${employeeId} returning id`,
  );
  return rows.length;
}
