import { and, count, gte, lt, lte, gt, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, calls, exams, users } from '../../db/schema/index';
import { followUpDueWhere } from '../calls/calls.repository';

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

/** The admin home page's counts, each one query. */
export function createDashboardRepository(db: Database) {
  return {
    async registeredBetween(from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(and(gte(users.createdAt, from), lt(users.createdAt, to)));
      return row?.value ?? 0;
    },

    async paymentsBetween(from: Date, to: Date) {
      const [row] = await db
        .select({
          count: count(),
          amount: sql<number>`coalesce(sum(${bills.amount}), 0)`.mapWith(Number),
        })
        .from(bills)
        .where(and(gte(bills.createdAt, from), lt(bills.createdAt, to)));
      return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
    },

    async callsBetween(from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(calls)
        .where(and(gte(calls.createdAt, from), lt(calls.createdAt, to)));
      return row?.value ?? 0;
    },

    async followUpsDue(now: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(calls)
        .where(followUpDueWhere(db, now));
      return row?.value ?? 0;
    },

    /** Timed exams between their start and their end. */
    async examsRunning(now: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(exams)
        .where(and(eq(exams.isTimed, true), lte(exams.startTime, now), gt(exams.endTime, now)));
      return row?.value ?? 0;
    },
  };
}
