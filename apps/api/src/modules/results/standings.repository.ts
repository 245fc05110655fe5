import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { results, users } from '../../db/schema/index';

export type StandingsRepository = ReturnType<typeof createStandingsRepository>;

/** How many results the honour board shows. */
export const honourBoardSize = 10;

const float = (expression: ReturnType<typeof sql>) =>
  sql<number | null>`(${expression})::float8`.mapWith((value) =>
    value === null ? null : Number(value),
  );

/**
 * Where results stand among their exam's (decision 0162): by percent (score ÷
 * its own full score, so a draw's differing totals compare fairly), ties
 * sharing a rank, earlier submits first within a tie. Only results of students
 * who still exist and whose own window has closed are ranked: `leftOut` names
 * the students still inside a window of their own.
 */
export function createStandingsRepository(db: Database) {
  function ranked(examId: string, leftOut: readonly string[]) {
    // Rounded so 1/3 and 2/6 tie whatever the division's last digit.
    const ratio = sql<number>`coalesce(round(${results.score} / nullif(${results.totalScore}, 0), 10), 0)`;
    return db.$with('ranked').as(
      db
        .select({
          id: results.id,
          score: results.score,
          totalScore: results.totalScore,
          submittedAt: results.submittedAt,
          name: users.name,
          governorate: users.governorate,
          ratio: ratio.as('ratio'),
          // The statistics' own expression, so the class average agrees with them to the digit.
          percent: sql<number>`${results.score} / nullif(${results.totalScore}, 0) * 100`.as(
            'percent',
          ),
        })
        .from(results)
        .innerJoin(users, eq(users.id, results.userId))
        .where(
          and(
            eq(results.examId, examId),
            leftOut.length > 0 ? notInArray(results.userId, [...leftOut]) : undefined,
          ),
        ),
    );
  }

  return {
    /** The best results, ranked; the student's full name is masked by the caller. */
    async board(examId: string, leftOut: readonly string[]) {
      const table = ranked(examId, leftOut);
      return db
        .with(table)
        .select({
          rank: sql<number>`(rank() over (order by ${table.ratio} desc))::int`.mapWith(Number),
          name: table.name,
          governorate: table.governorate,
          score: table.score,
          totalScore: table.totalScore,
        })
        .from(table)
        .orderBy(desc(table.ratio), asc(table.submittedAt), asc(table.id))
        .limit(honourBoardSize);
    },

    /** One result's rank among the ranked, how many they are and their average percent. */
    async standing(examId: string, resultId: string, leftOut: readonly string[]) {
      const table = ranked(examId, leftOut);
      // The result's own ratio, read from the same ranked rows.
      const own = sql`(select "ratio" from "ranked" where "id" = ${resultId})`;
      const [row] = await db
        .with(table)
        .select({
          of: count(),
          better: sql<number>`(count(*) filter (where ${table.ratio} > ${own}))::int`.mapWith(
            Number,
          ),
          found: sql<number>`(count(*) filter (where ${table.id} = ${resultId}))::int`.mapWith(
            Number,
          ),
          averagePercent: float(sql`avg(${table.percent})`),
        })
        .from(table);
      if (!row || row.found === 0) return undefined;
      return { rank: row.better + 1, of: row.of, averagePercent: row.averagePercent ?? 0 };
    },
  };
}
