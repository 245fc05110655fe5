import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  isNotNull,
  lt,
  lte,
  min,
  not,
  type SQL,
} from 'drizzle-orm';
import type { CallDirection, CallReason } from '@sabora/contract';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/executor';
import { admins, calls, users, type NewCallRow } from '../../db/schema/index';
import { keysetPages, orderOf, type SortKey } from '../../lib/export/keyset-pages';
import type { CallWithNames } from './call-dto';

export type CallsRepository = ReturnType<typeof createCallsRepository>;

export interface CallFilters {
  from?: number | undefined;
  to?: number | undefined;
  direction?: CallDirection | undefined;
  reason?: CallReason | undefined;
  adminId?: string | undefined;
  followUpDue?: boolean | undefined;
}

/** The filters a calls total depends on (the list's name in migration 0016's announcements: 'calls'). */
export const callFilterFields = [
  'from',
  'to',
  'direction',
  'reason',
  'adminId',
  'followUpDue',
] as const;

const later = aliasedTable(calls, 'later_call');

/** Whether the call's student had a resolved call logged after it (the call's `resolvedLater`). */
function resolvedLater(db: Database): SQL {
  return exists(
    db
      .select()
      .from(later)
      .where(
        and(
          eq(later.userId, calls.userId),
          gt(later.createdAt, calls.createdAt),
          eq(later.outcome, 'resolved'),
        ),
      ),
  );
}

/**
 * The contract's `isFollowUpDue` in SQL (decision 0042): the follow-up time
 * has come, the student still exists, and no resolved call was logged for
 * them after it. calls-follow-up.test.ts checks both pick the same rows.
 */
export function followUpDueWhere(db: Database, now: Date): SQL {
  // Every part is true or false, never null, so not() of it is exactly "not due".
  return and(
    isNotNull(calls.userId),
    isNotNull(calls.followUpAt),
    lte(calls.followUpAt, now),
    not(resolvedLater(db)),
  )!;
}

export function createCallsRepository(db: Database) {
  function filtersWhere(filters: CallFilters, now: Date): SQL | undefined {
    const due = filters.followUpDue === undefined ? undefined : followUpDueWhere(db, now);
    return and(
      filters.from === undefined ? undefined : gte(calls.createdAt, new Date(filters.from)),
      filters.to === undefined ? undefined : lt(calls.createdAt, new Date(filters.to)),
      filters.direction ? eq(calls.direction, filters.direction) : undefined,
      filters.reason ? eq(calls.reason, filters.reason) : undefined,
      filters.adminId ? eq(calls.adminId, filters.adminId) : undefined,
      due && (filters.followUpDue ? due : not(due)),
    );
  }

  // A call with the names the lists show; a deleted student or admin joins as null.
  const selectCalls = () =>
    db
      .select({
        call: calls,
        studentName: users.name,
        studentPhone: users.phone,
        adminName: admins.name,
        resolvedLater: resolvedLater(db).mapWith(Boolean),
      })
      .from(calls)
      .leftJoin(users, eq(users.id, calls.userId))
      .leftJoin(admins, eq(admins.id, calls.adminId));

  return {
    /** The student's calls, newest first. */
    async forStudent(userId: string) {
      return selectCalls()
        .where(eq(calls.userId, userId))
        .orderBy(desc(calls.createdAt), desc(calls.id));
    },

    /** Newest first; due follow-ups are listed by follow-up time, the oldest first. */
    async page(filters: CallFilters, now: Date, page: number, pageSize: number) {
      const where = filtersWhere(filters, now);
      const order = filters.followUpDue
        ? [asc(calls.followUpAt), asc(calls.createdAt), asc(calls.id)]
        : [desc(calls.createdAt), desc(calls.id)];
      return selectCalls()
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
    },

    async count(filters: CallFilters, now: Date): Promise<number> {
      const [total] = await db
        .select({ value: count() })
        .from(calls)
        .where(filtersWhere(filters, now));
      return total?.value ?? 0;
    },

    /** The next follow-up time after `now`: when a call may fall due and the due totals change. */
    async nextFollowUp(now: Date): Promise<number | undefined> {
      const [row] = await db
        .select({ at: min(calls.followUpAt) })
        .from(calls)
        .where(gt(calls.followUpAt, now));
      return row?.at?.getTime();
    },

    /** Every matching call in the list's order, a page at a time. */
    exportPages(filters: CallFilters, now: Date) {
      const newestFirst: Array<SortKey<CallWithNames>> = [
        { column: calls.createdAt, direction: 'desc', value: (row) => row.call.createdAt },
        { column: calls.id, direction: 'desc', value: (row) => row.call.id },
      ];
      // Due follow-ups all have a follow-up time, so the key is never null.
      const dueFirst: Array<SortKey<CallWithNames>> = [
        { column: calls.followUpAt, direction: 'asc', value: (row) => row.call.followUpAt },
        { column: calls.createdAt, direction: 'asc', value: (row) => row.call.createdAt },
        { column: calls.id, direction: 'asc', value: (row) => row.call.id },
      ];
      const keys = filters.followUpDue ? dueFirst : newestFirst;
      const where = filtersWhere(filters, now);
      return keysetPages(keys, (after, limit) =>
        selectCalls()
          .where(and(where, after))
          .orderBy(...orderOf(keys))
          .limit(limit),
      );
    },

    async findById(id: string) {
      const [row] = await selectCalls().where(eq(calls.id, id)).limit(1);
      return row;
    },

    async insert(tx: Transaction, values: NewCallRow): Promise<string> {
      const [created] = await tx.insert(calls).values(values).returning({ id: calls.id });
      return created!.id;
    },
  };
}
