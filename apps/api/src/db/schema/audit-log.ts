import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditChanges, AuditEntityType } from '@sabora/contract';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Who changed what. Ids are plain values, not foreign keys, and the admin's
 * name is copied: the record must outlive the thing deleted and its author.
 * Triggers audit_log_totals* (migration 0016, decision 0188): a statement that
 * changes what the list's totals read announces 'audit' on 'admin_totals_changed'.
 * Guarded by src/db/triggers.test.ts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    entityType: text('entity_type').$type<AuditEntityType>().notNull(),
    entityId: uuid('entity_id').notNull(),
    studentId: uuid('student_id'),
    /** The thing's title or name when the entry was written; null in older entries. */
    entityLabel: text('entity_label'),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('audit_log_student_id_idx').on(table.studentId, table.createdAt),
    index('audit_log_admin_id_idx').on(table.adminId, table.createdAt),
    // The list's whole order: a deep page's skipped entries are read off the index alone (decision 0223).
    index('audit_log_created_at_id_idx').on(table.createdAt, table.id),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
