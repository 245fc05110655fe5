import { and, count, desc, eq, gte, lt, sum, type SQL } from 'drizzle-orm';
import type { WalletEntryKind } from '@sabora/contract';
import type { Database } from '../../db/client';
import type { Executor, Transaction } from '../../db/executor';
import { admins, courses, userCourses, users, walletEntries } from '../../db/schema/index';
import { keysetPages, orderOf, type SortKey } from '../../lib/export/keyset-pages';
import type { LedgerLineWithNames } from './wallet-dto';

export type WalletRepository = ReturnType<typeof createWalletRepository>;

export interface LedgerFilters {
  from?: number | undefined;
  to?: number | undefined;
  kind?: WalletEntryKind | undefined;
}

export interface LedgerTotals {
  count: number;
  total: number;
}

/** The filters a ledger total depends on (the list's name in migration 0016's announcements: 'wallet'). */
export const ledgerFilterFields = ['from', 'to', 'kind'] as const;

function filtersWhere(filters: LedgerFilters): SQL | undefined {
  return and(
    filters.from === undefined ? undefined : gte(walletEntries.createdAt, new Date(filters.from)),
    filters.to === undefined ? undefined : lt(walletEntries.createdAt, new Date(filters.to)),
    filters.kind ? eq(walletEntries.kind, filters.kind) : undefined,
  );
}

const newestFirst = [desc(walletEntries.createdAt), desc(walletEntries.id)];

/** Ledger lines and what a purchase needs to know; the writes are ledger.ts and course-access.ts. */
export function createWalletRepository(db: Database) {
  // A line with the names the screens show; a deleted course, admin or student joins as null.
  const selectLines = (exec: Executor = db) =>
    exec
      .select({
        line: walletEntries,
        courseTitle: courses.title,
        adminName: admins.name,
        studentName: users.name,
        studentPhone: users.phone,
      })
      .from(walletEntries)
      .leftJoin(courses, eq(courses.id, walletEntries.courseId))
      .leftJoin(admins, eq(admins.id, walletEntries.adminId))
      .leftJoin(users, eq(users.id, walletEntries.userId));

  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The balance in piastres; undefined for an unknown student. */
    async balanceOf(userId: string, exec: Executor = db): Promise<number | undefined> {
      const [row] = await exec
        .select({ balance: users.balance })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.balance;
    },

    /** One student's lines, newest first, a page of them. */
    async pageOf(userId: string, page: number, pageSize: number) {
      const where = eq(walletEntries.userId, userId);
      const rows = await selectLines()
        .where(where)
        .orderBy(...newestFirst)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [totals] = await db.select({ count: count() }).from(walletEntries).where(where);
      return { rows, count: totals?.count ?? 0 };
    },

    async lineById(id: string, exec: Executor = db): Promise<LedgerLineWithNames | undefined> {
      const [row] = await selectLines(exec).where(eq(walletEntries.id, id)).limit(1);
      return row;
    },

    /** Every wallet's lines, newest first. */
    async page(filters: LedgerFilters, page: number, pageSize: number) {
      return selectLines()
        .where(filtersWhere(filters))
        .orderBy(...newestFirst)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
    },

    /** How many lines match, and their signed sum in piastres. */
    async totals(filters: LedgerFilters): Promise<LedgerTotals> {
      const [totals] = await db
        .select({ count: count(), total: sum(walletEntries.amount).mapWith(Number) })
        .from(walletEntries)
        .where(filtersWhere(filters));
      return { count: totals?.count ?? 0, total: totals?.total ?? 0 };
    },

    /** Every matching line in the list's order, a page at a time. */
    exportPages(filters: LedgerFilters) {
      const keys: Array<SortKey<LedgerLineWithNames>> = [
        {
          column: walletEntries.createdAt,
          direction: 'desc',
          value: (row) => row.line.createdAt,
        },
        { column: walletEntries.id, direction: 'desc', value: (row) => row.line.id },
      ];
      return keysetPages(keys, (after, limit) =>
        selectLines()
          .where(and(filtersWhere(filters), after))
          .orderBy(...orderOf(keys))
          .limit(limit),
      );
    },

    /** What decides whether a student may buy the course, and for how much. */
    async courseTerms(id: string) {
      const [row] = await db
        .select({
          _id: courses.id,
          title: courses.title,
          level: courses.level,
          price: courses.price,
          freeForSubscribers: courses.freeForSubscribers,
          showDate: courses.showDate,
          isForCenter: courses.isForCenter,
        })
        .from(courses)
        .where(eq(courses.id, id))
        .limit(1);
      return row && { ...row, showDate: row.showDate.getTime() };
    },

    /** The student's hold on the course: undefined when never bought, `until` null for good. */
    async holdOn(userId: string, courseId: string, exec: Executor = db) {
      const [row] = await exec
        .select({ until: userCourses.until })
        .from(userCourses)
        .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)))
        .limit(1);
      return row;
    },
  };
}
