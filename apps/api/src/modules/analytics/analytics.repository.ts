import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { bills, exams, results, users, walletEntries } from '../../db/schema/index';
import { cairoTimeZone } from '../../lib/cairo-days';

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

export interface TimeRange {
  from: Date;
  to: Date;
}

const within = (column: AnyColumn, range: TimeRange): SQL =>
  and(gte(column, range.from), lt(column, range.to))!;

/** The Cairo calendar day of a timestamp, as text so no driver turns it into a Date. */
const cairoDayOf = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${cairoTimeZone}'`)}, 'YYYY-MM-DD')`;

const asNumber = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);

/** Every figure of the analytics page, each one SQL aggregate. */
export function createAnalyticsRepository(db: Database) {
  return {
    async registrationsPerDay(range: TimeRange) {
      const day = cairoDayOf(users.createdAt);
      return db
        .select({ day, count: count() })
        .from(users)
        .where(within(users.createdAt, range))
        .groupBy(day);
    },

    /**
     * Students counted by level, by governorate and by attendance, in one pass
     * over the students (grouping sets), each list biggest first.
     */
    async studentGroups() {
      const set = sql<number>`grouping(${users.level}, ${users.governorate}, ${users.attendanceType})`;
      const rows = await db
        .select({
          set: set.mapWith(Number),
          level: users.level,
          governorate: users.governorate,
          attendanceType: users.attendanceType,
          count: count(),
        })
        .from(users)
        .groupBy(
          sql`grouping sets ((${users.level}), (${users.governorate}), (${users.attendanceType}))`,
        )
        .orderBy(
          set,
          desc(count()),
          asc(users.level),
          asc(users.governorate),
          asc(users.attendanceType),
        );
      // grouping() sets a bit for each column left out of a row's set.
      const of = <K extends 'level' | 'governorate' | 'attendanceType'>(key: K, bits: number) =>
        rows
          .filter((row) => row.set === bits)
          .map((row) => ({ value: row[key], count: row.count }));
      return {
        byLevel: of('level', 0b011),
        byGovernorate: of('governorate', 0b101),
        byAttendance: of('attendanceType', 0b110),
      };
    },

    async revenuePerDay(range: TimeRange) {
      const day = cairoDayOf(bills.createdAt);
      return db
        .select({ day, amount: asNumber(sql`sum(${bills.amount})`), count: count() })
        .from(bills)
        .where(within(bills.createdAt, range))
        .groupBy(day);
    },

    /** Codes redeemed per Cairo day, in piastres. */
    async codesPerDay(range: TimeRange) {
      const day = cairoDayOf(walletEntries.createdAt);
      return db
        .select({ day, amount: asNumber(sql`sum(${walletEntries.amount})`), count: count() })
        .from(walletEntries)
        .where(and(within(walletEntries.createdAt, range), eq(walletEntries.kind, 'code')))
        .groupBy(day);
    },

    async revenueByMethod(range: TimeRange) {
      return db
        .select({
          method: bills.method,
          amount: asNumber(sql`sum(${bills.amount})`),
          count: count(),
        })
        .from(bills)
        .where(within(bills.createdAt, range))
        .groupBy(bills.method)
        .orderBy(desc(sql`sum(${bills.amount})`), asc(bills.method));
    },

    /**
     * Codes redeemed and purchases made in the range, in piastres: purchases
     * as the money spent (positive). Payment lines are left out: each mirrors
     * a bill, which revenue already counts.
     */
    async walletFlows(range: TimeRange) {
      const rows = await db
        .select({
          kind: walletEntries.kind,
          amount: asNumber(sql`sum(${walletEntries.amount})`),
          count: count(),
        })
        .from(walletEntries)
        .where(
          and(
            within(walletEntries.createdAt, range),
            or(eq(walletEntries.kind, 'code'), eq(walletEntries.kind, 'purchase')),
          ),
        )
        .groupBy(walletEntries.kind);
      const of = (kind: 'code' | 'purchase') => rows.find((row) => row.kind === kind);
      return {
        codes: { amount: of('code')?.amount ?? 0, count: of('code')?.count ?? 0 },
        purchases: { amount: -(of('purchase')?.amount ?? 0), count: of('purchase')?.count ?? 0 },
      };
    },

    /**
     * Signed in during the range (the last sign-in is all that is kept) or
     * submitted a result: a union of two index range reads (decision 0183).
     */
    async activeStudents(range: TimeRange): Promise<number> {
      const active = union(
        db.select({ id: users.id }).from(users).where(within(users.lastLoginAt, range)),
        db
          .select({ id: sql<string>`${results.userId}`.as('id') })
          .from(results)
          .where(and(within(results.submittedAt, range), isNotNull(results.userId))),
      ).as('active');
      const [row] = await db.select({ value: count() }).from(active);
      return row?.value ?? 0;
    },

    /** Exams with results submitted in the range; results of a deleted exam are left out. */
    async examParticipation(range: TimeRange) {
      const participants = count();
      return db
        .select({
          id: exams.id,
          title: exams.title,
          participants,
          averageScore: asNumber(sql`round(avg(${results.score}), 2)`),
          averagePercent: asNumber(
            sql`coalesce(round(avg(${results.score} * 100 / nullif(${results.totalScore}, 0)), 2), 0)`,
          ),
        })
        .from(results)
        .innerJoin(exams, eq(exams.id, results.examId))
        .where(within(results.submittedAt, range))
        .groupBy(exams.id, exams.title)
        .orderBy(desc(participants), asc(exams.title), asc(exams.id));
    },
  };
}
