import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questions, resultAnswers, results } from '../../db/schema/index';

export type ExamStatsRepository = ReturnType<typeof createExamStatsRepository>;

const float = (expression: ReturnType<typeof sql>) =>
  sql<number | null>`(${expression})::float8`.mapWith((value) =>
    value === null ? null : Number(value),
  );

/** Statistics of an exam's results, computed by the database over every result at once. */
export function createExamStatsRepository(db: Database) {
  return {
    async summary(examId: string) {
      const [row] = await db
        .select({
          count: count(),
          average: float(sql`avg(${results.score})`),
          median: float(sql`percentile_cont(0.5) within group (order by ${results.score})`),
          max: float(sql`max(${results.score})`),
          averagePercent: float(
            sql`avg(${results.score} / nullif(${results.totalScore}, 0) * 100)`,
          ),
        })
        .from(results)
        .where(eq(results.examId, examId));
      return row ?? { count: 0, average: null, median: null, max: null, averagePercent: null };
    },

    /** The full scores the results were graded out of, smallest first (one unless the exam changed). */
    async totals(examId: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ total: results.totalScore })
        .from(results)
        .where(eq(results.examId, examId))
        .orderBy(results.totalScore);
      return rows.map((row) => Number(row.total));
    },

    /** Results per tenth of the full score; a full mark falls in the last tenth. */
    async tenths(examId: string): Promise<Array<{ tenth: number; count: number }>> {
      const tenth = sql<number>`least(coalesce(floor(${results.score} / nullif(${results.totalScore}, 0) * 10), 0), 9)::int`;
      return db
        .select({ tenth, count: count() })
        .from(results)
        .where(eq(results.examId, examId))
        .groupBy(tenth);
    },

    /** Per question still in the exam: how many answers got each rating. */
    async ratings(examId: string) {
      const rated = (rating: string) =>
        sql<number>`count(*) filter (where ${resultAnswers.rating} = ${rating})::int`;
      return db
        .select({
          questionId: sql<string>`${resultAnswers.questionId}`,
          correct: rated('correct'),
          semiCorrect: rated('semi-correct'),
          wrong: rated('wrong'),
          averageScore: float(sql`avg(${resultAnswers.score})`),
        })
        .from(resultAnswers)
        .innerJoin(questions, eq(questions.id, resultAnswers.questionId))
        .where(and(eq(questions.examId, examId), isNotNull(resultAnswers.questionId)))
        .groupBy(resultAnswers.questionId);
    },

    /**
     * How often each combination of options was chosen, per question. Counting
     * combinations keeps this one grouped query; options are summed from them.
     */
    async selections(examId: string) {
      return db
        .select({
          questionId: sql<string>`${resultAnswers.questionId}`,
          selected: resultAnswers.selected,
          count: count(),
        })
        .from(resultAnswers)
        .innerJoin(questions, eq(questions.id, resultAnswers.questionId))
        .where(eq(questions.examId, examId))
        .groupBy(resultAnswers.questionId, resultAnswers.selected);
    },
  };
}
