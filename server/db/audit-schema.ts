import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { FieldChange } from '@/domain/audit';
import type { ReachSet } from '@server/core/storage/repository';

/**
 * The audit trail: one row per write or reading of private data, written in the transaction
 * of the write (server/core/audit). Not an HR table: a reset of the demo data leaves it.
 * `at` is an ISO timestamp (text, compared in the "C" collation). `owner_set` and `owner_id`
 * name whose record the entry is about (a person or a unit; both null: nobody's), which
 * decides who reads it (migration 0012).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: text('at').notNull(),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    area: text('area').notNull(),
    recordId: integer('record_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
    ownerSet: text('owner_set').$type<ReachSet>(),
    ownerId: integer('owner_id'),
  },
  (table) => [
    index('audit_entries_record_idx').on(table.area, table.recordId, table.id),
    index('audit_entries_user_idx').on(table.userId, table.id),
    index('audit_entries_at_idx').on(table.at),
    index('audit_entries_owner_idx').on(table.ownerSet, table.ownerId, table.id),
  ],
);
