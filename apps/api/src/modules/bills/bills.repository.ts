import { and, asc, count, desc, eq, gte, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { BillMethod, NamedRef } from '@sabora/contract';
import type { Database } from '../../db/client';
import type { Executor, Transaction } from '../../db/executor';
import { keysetPages, orderOf, type SortKey } from '../../lib/export/keyset-pages';
import type { BillWithNames } from './bill-dto';
import {
  admins,
  billCourses,
  bills,
  courses,
  users,
  walletEntries,
  type NewBillRow,
} from '../../db/schema/index';

// A bill that credited a wallet is known by its payment line (no column, no migration).
export const creditedWallet = sql<boolean>`exists (select 1 from ${walletEntries}
  where ${walletEntries.billId} = ${bills.id} and ${walletEntries.kind} = 'payment')`;

export type BillsRepository = ReturnType<typeof createBillsRepository>;

export interface BillFilters {
  from?: number | undefined;
  to?: number | undefined;
  method?: BillMethod | undefined;
  adminId?: string | undefined;
}

export interface BillTotals {
  count: number;
  total: number;
}

/** The filters a bills total depends on (the list's name in migration 0016's announcements: 'bills'). */
export const billFilterFields = ['from', 'to', 'method', 'adminId'] as const;

function filtersWhere(filters: BillFilters): SQL | undefined {
  return and(
    filters.from === undefined ? undefined : gte(bills.createdAt, new Date(filters.from)),
    filters.to === undefined ? undefined : lt(bills.createdAt, new Date(filters.to)),
    filters.method ? eq(bills.method, filters.method) : undefined,
    filters.adminId ? eq(bills.adminId, filters.adminId) : undefined,
  );
}

const newestFirst = [desc(bills.createdAt), desc(bills.id)];

/**
 * The ids of a page of bills, newest first. The pages skipped before it are
 * read off the index in the list's order alone (decision 0218).
 */
export function billsPageIdsQuery(
  db: Executor,
  filters: BillFilters,
  page: number,
  pageSize: number,
) {
  return db
    .select({ id: bills.id })
    .from(bills)
    .where(filtersWhere(filters))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export function createBillsRepository(db: Database) {
  // A bill with the names the lists show; a deleted student or admin joins as null.
  const selectBills = (exec: Executor = db) =>
    exec
      .select({
        bill: bills,
        studentName: users.name,
        studentPhone: users.phone,
        adminName: admins.name,
        toWallet: creditedWallet,
      })
      .from(bills)
      .leftJoin(users, eq(users.id, bills.userId))
      .leftJoin(admins, eq(admins.id, bills.adminId));

  return {
    /** The student's bills, newest first. */
    async forStudent(userId: string) {
      return selectBills()
        .where(eq(bills.userId, userId))
        .orderBy(desc(bills.createdAt), desc(bills.id));
    },

    /** Newest first. */
    async page(filters: BillFilters, page: number, pageSize: number) {
      // The page's ids first; only its rows are joined and checked for a wallet line (decision 0185).
      return selectBills()
        .where(inArray(bills.id, billsPageIdsQuery(db, filters, page, pageSize)))
        .orderBy(...newestFirst);
    },

    /** How many bills match, and their sum in piastres. */
    async totals(filters: BillFilters): Promise<BillTotals> {
      const [totals] = await db
        .select({ count: count(), total: sum(bills.amount).mapWith(Number) })
        .from(bills)
        .where(filtersWhere(filters));
      return { count: totals?.count ?? 0, total: totals?.total ?? 0 };
    },

    /** Every matching bill in the list's order (newest first), a page at a time. */
    exportPages(filters: BillFilters) {
      const keys: Array<SortKey<BillWithNames>> = [
        { column: bills.createdAt, direction: 'desc', value: (row) => row.bill.createdAt },
        { column: bills.id, direction: 'desc', value: (row) => row.bill.id },
      ];
      return keysetPages(keys, (after, limit) =>
        selectBills()
          .where(and(filtersWhere(filters), after))
          .orderBy(...orderOf(keys))
          .limit(limit),
      );
    },

    async findById(id: string, exec: Executor = db) {
      const [row] = await selectBills(exec).where(eq(bills.id, id)).limit(1);
      return row;
    },

    /** The courses each bill activated, in title order. */
    async coursesByBill(billIds: readonly string[]): Promise<Map<string, NamedRef[]>> {
      const byBill = new Map<string, NamedRef[]>();
      if (billIds.length === 0) return byBill;
      const rows = await db
        .select({ billId: billCourses.billId, id: courses.id, title: courses.title })
        .from(billCourses)
        .innerJoin(courses, eq(courses.id, billCourses.courseId))
        .where(inArray(billCourses.billId, [...billIds]))
        .orderBy(asc(courses.title), asc(courses.id));
      for (const row of rows) {
        byBill.set(row.billId, [
          ...(byBill.get(row.billId) ?? []),
          { _id: row.id, title: row.title },
        ]);
      }
      return byBill;
    },

    async insert(
      tx: Transaction,
      values: NewBillRow,
      courseIds: readonly string[],
    ): Promise<string> {
      const [created] = await tx.insert(bills).values(values).returning({ id: bills.id });
      const billId = created!.id;
      if (courseIds.length > 0) {
        await tx.insert(billCourses).values(courseIds.map((courseId) => ({ billId, courseId })));
      }
      return billId;
    },

    async remove(tx: Transaction, id: string): Promise<boolean> {
      const removed = await tx.delete(bills).where(eq(bills.id, id)).returning({ id: bills.id });
      return removed.length > 0;
    },
  };
}
