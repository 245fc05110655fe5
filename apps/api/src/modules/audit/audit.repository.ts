import { and, count, desc, eq, getTableColumns, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { AuditEntityType } from '@sabora/contract';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { auditLog, users, type NewAuditLogRow } from '../../db/schema/index';

export type AuditRepository = ReturnType<typeof createAuditRepository>;

export interface AuditFilters {
  adminId?: string | undefined;
  entityType?: AuditEntityType | undefined;
  entityId?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** The filters an audit total depends on (the list's name in migration 0016's announcements: 'audit'). */
export const auditFilterFields = ['adminId', 'entityType', 'entityId', 'from', 'to'] as const;

function filtersWhere(filters: AuditFilters): SQL | undefined {
  return and(
    filters.adminId ? eq(auditLog.adminId, filters.adminId) : undefined,
    filters.entityType ? eq(auditLog.entityType, filters.entityType) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.from === undefined ? undefined : gte(auditLog.createdAt, new Date(filters.from)),
    filters.to === undefined ? undefined : lt(auditLog.createdAt, new Date(filters.to)),
  );
}

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

/**
 * The ids of a page of entries, newest first. The pages skipped before it are
 * read off the index in the list's order alone, without their rows (decision 0223).
 */
export function auditPageIdsQuery(
  db: Executor,
  filters: AuditFilters,
  page: number,
  pageSize: number,
) {
  return db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(filtersWhere(filters))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export function createAuditRepository(db: Database) {
  // The student's name is read now, not kept in the entry: a renamed student reads as they are.
  const selectEntries = () =>
    db
      .select({ ...getTableColumns(auditLog), studentName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.studentId));

  return {
    async insert(row: NewAuditLogRow, exec: Executor = db): Promise<void> {
      await exec.insert(auditLog).values(row);
    },

    /** Newest first: the page's ids, then only their rows (decision 0223). */
    async page(filters: AuditFilters, page: number, pageSize: number) {
      return selectEntries()
        .where(inArray(auditLog.id, auditPageIdsQuery(db, filters, page, pageSize)))
        .orderBy(...newestFirst);
    },

    async count(filters: AuditFilters): Promise<number> {
      const [total] = await db
        .select({ value: count() })
        .from(auditLog)
        .where(filtersWhere(filters));
      return total?.value ?? 0;
    },

    /** What admins did about one student, newest first, at most `limit` entries. */
    async forStudent(studentId: string, limit: number) {
      return selectEntries()
        .where(eq(auditLog.studentId, studentId))
        .orderBy(...newestFirst)
        .limit(limit);
    },
  };
}
