import {
  and,
  asc,
  count,
  desc,
  gte,
  isNotNull,
  lt,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { rowsOf, type Executor } from '../../db/executor';
import { exams, results, users } from '../../db/schema/index';
import {
  liveDayFigures,
  summarisedDays,
  summariseDays,
  summaryFigures,
  type DayFigure,
  type TimeRange,
} from './day-figures';
import { liveRanges, wholeDays } from './range-parts';

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
export type { DayFigure, TimeRange };

export interface ExamFigures {
  id: string;
  title: string;
  participants: number;
  averageScore: number;
  averagePercent: number;
}

const within = (column: AnyColumn, range: TimeRange): SQL =>
  and(gte(column, range.from), lt(column, range.to))!;

/**
 * Signed in during the range (the last sign-in is all that is kept) or
 * submitted a result: a union of two range reads of indexes that hold the
 * student too, so neither table is visited (decisions 0183, 0214).
 */
export function activeStudentsQuery(db: Executor, range: TimeRange) {
  const active = union(
    db.select({ id: users.id }).from(users).where(within(users.lastLoginAt, range)),
    db
      .select({ id: sql<string>`${results.userId}`.as('id') })
      .from(results)
      .where(and(within(results.submittedAt, range), isNotNull(results.userId))),
  ).as('active');
  return db.select({ value: count() }).from(active);
}

/** Every figure of the analytics page. */
export function createAnalyticsRepository(db: Database) {
  return {
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

    async activeStudents(range: TimeRange): Promise<number> {
      const [row] = await activeStudentsQuery(db, range);
      return row?.value ?? 0;
    },

    /**
     * The summable figures of the range, per Cairo day, and each exam's
     * participation: whole settled days from the summary (filled first where
     * it is missing or stale), the rest live from the rows. One read-only
     * snapshot, so a day is read either from a current summary or live. Both
     * lists come from one statement: the figures are read once (a CTE named
     * twice is materialised), where two statements read today's live rows
     * twice, and after an exam's close that is tens of thousands of results.
     */
    async dayFigures(range: TimeRange): Promise<{ perDay: DayFigure[]; exams: ExamFigures[] }> {
      const whole = wholeDays(range);
      if (whole) await summariseDays(db, whole.from, whole.to);
      return db.transaction(
        async (tx) => {
          const summarised = whole ? await summarisedDays(tx, whole.from, whole.to) : [];
          const participants = sql`sum(figures.count)`;
          const [row] = await rowsOf<{ perDay: DayFigure[]; exams: ExamFigures[] }>(
            tx,
            sql`
            with figures as (
              ${summaryFigures(summarised)} union all ${liveDayFigures(liveRanges(range, summarised))}
            ),
            per_day as (
              select figures.day::text as day, figures.figure, figures.key,
                sum(figures.count)::int as count, sum(figures.amount)::bigint as amount
              from figures
              where figures.figure <> 'exam'
              group by 1, 2, 3
            ),
            exam_rows as (
              select ${exams.id} as id, ${exams.title} as title, ${participants}::int as participants,
                round(sum(figures.score_sum) / ${participants}, 2)::float8 as "averageScore",
                coalesce(round(sum(figures.percent_sum) / nullif(sum(figures.percent_count), 0), 2), 0)::float8
                  as "averagePercent"
              from figures
              join ${exams} on ${exams.id}::text = figures.key
              where figures.figure = 'exam'
              group by ${exams.id}, ${exams.title}
            )
            select
              coalesce((select json_agg(per_day) from per_day), '[]') as "perDay",
              coalesce((select json_agg(exam_rows order by exam_rows.participants desc,
                exam_rows.title asc, exam_rows.id asc) from exam_rows), '[]') as exams`,
          );
          return { perDay: row?.perDay ?? [], exams: row?.exams ?? [] };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
