import type { z } from 'zod';
import type {
  AuditAction,
  AuditChanges,
  AuditEntityType,
  AuditEntry,
  auditQuery,
  AuditResponse,
} from '@sabora/contract';
import type { Executor } from '../../db/executor';
import type { AuditLogRow, NewAuditLogRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { ListTotals } from '../../lib/kept-totals';
import type { AuditFilters, AuditRepository } from './audit.repository';

/** The admin who acts; `request.admin` is one. */
export interface Actor {
  id: string;
  name: string;
}

/** One admin action, as a module reports it. */
export interface AuditRecord {
  actor: Actor;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** The student the change concerns, so it shows in their history. */
  studentId?: string | null;
  /** The thing's title or name as it was then, so the entry reads after a rename or delete. */
  entityLabel?: string | null;
  changes: AuditChanges;
}

interface Deps {
  repository: AuditRepository;
  clock: Clock;
  totals: ListTotals<AuditFilters, number>;
}

// A student page shows recent history; the full trail is `GET /admin/audit`.
const studentHistoryLimit = 200;

export type AuditService = ReturnType<typeof createAuditService>;

function toAuditEntry(entry: AuditLogRow & { studentName: string | null }): AuditEntry {
  return {
    _id: entry.id,
    admin: { _id: entry.adminId, name: entry.adminName },
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    studentId: entry.studentId,
    studentName: entry.studentName,
    entityLabel: entry.entityLabel,
    changes: entry.changes,
    createdAt: entry.createdAt.getTime(),
  };
}

export function createAuditService({ repository, clock, totals }: Deps) {
  function toRow({ actor, ...record }: AuditRecord): NewAuditLogRow | undefined {
    const unchanged = Object.keys(record.changes).length === 0;
    if (unchanged && record.action.endsWith('.update')) return undefined;
    return {
      ...record,
      adminId: actor.id,
      adminName: actor.name,
      studentId: record.studentId ?? null,
      entityLabel: record.entityLabel ?? null,
      createdAt: new Date(clock.now()),
    };
  }

  return {
    /**
     * Writes the record on `exec`: pass the transaction of the change itself,
     * so the change and its record commit or roll back together. An update
     * that altered nothing is not recorded.
     */
    async record(exec: Executor, record: AuditRecord): Promise<void> {
      const row = toRow(record);
      if (!row) return;
      await repository.insert(row, exec);
      // Before the commit: the admin's next call counts again. A count another
      // call makes until the commit is dropped by the commit's announcement.
      totals.forget();
    },

    /**
     * For a change made without a transaction (the catalogue's services):
     * written just after it, so a crash in between loses the record, never the change.
     */
    async recordNow(record: AuditRecord): Promise<void> {
      const row = toRow(record);
      if (!row) return;
      await repository.insert(row);
      totals.forget();
    },

    async page(query: z.output<typeof auditQuery>): Promise<AuditResponse> {
      const [rows, count] = await Promise.all([
        repository.page(query, query.page, query.pageSize),
        totals.get(query),
      ]);
      return { entries: rows.map(toAuditEntry), count };
    },

    async forStudent(studentId: string): Promise<AuditEntry[]> {
      return (await repository.forStudent(studentId, studentHistoryLimit)).map(toAuditEntry);
    },
  };
}
