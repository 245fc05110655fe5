import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/executor';
import {
  examFigures,
  gradedQuestions,
  resultAnswerSets,
  resultAnswers,
  results,
} from '../../db/schema/index';

export type ExamStatsRepository = ReturnType<typeof createExamStatsRepository>;

/** A question's figures over the answers stored in the exam's results. */
export interface QuestionFigures {
  questionId: string;
  answered: number;
  correct: number;
  semiCorrect: number;
  wrong: number;
  averageScore: number | null;
  facility: number | null;
  discrimination: number | null;
  /** The sample variance of its marks. */
  variance: number;
  topAnswered: number;
  bottomAnswered: number;
}

/** Picks of one combination of options: by every result, by the strongest and by the weakest. */
export interface SelectionFigures {
  questionId: string;
  selected: string[];
  picks: number;
  topPicks: number;
  bottomPicks: number;
}

const float = (expression: ReturnType<typeof sql>) =>
  sql<number | null>`(${expression})::float8`.mapWith((value) =>
    value === null ? null : Number(value),
  );

/**
 * The exam's results with their percent and whether they are among the
 * strongest or weakest 27% (Kelley's groups, decision 0159: at least one
 * result each; ties at the edge split by id so the groups keep their size).
 */
const grouped = (examId: string) => sql`with ranked as (
    select r.id, (r.score / nullif(r.total_score, 0) * 100)::float8 as percent,
      row_number() over (order by r.score / nullif(r.total_score, 0) desc, r.id) as best,
      row_number() over (order by r.score / nullif(r.total_score, 0) asc, r.id) as worst,
      greatest(round(count(*) over () * 0.27), 1) as edge
    from ${results} r
    where r.exam_id = ${examId}
  ), grouped as (
    select id, percent, best <= edge as top, worst <= edge as bottom from ranked
  )`;

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
          sd: float(sql`stddev_samp(${results.score})`),
          medianPercent: float(
            sql`percentile_cont(0.5) within group (order by ${results.score} / nullif(${results.totalScore}, 0) * 100)`,
          ),
          maxPercent: float(sql`max(${results.score} / nullif(${results.totalScore}, 0) * 100)`),
        })
        .from(results)
        .where(eq(results.examId, examId));
      return (
        row ?? {
          count: 0,
          average: null,
          median: null,
          max: null,
          averagePercent: null,
          medianPercent: null,
          maxPercent: null,
          sd: null,
        }
      );
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

    /**
     * One pass over the exam's answers (decision 0226), grouped twice. Per
     * question answered in the results: the ratings, the mean mark, the
     * facility (mean mark ÷ the question's score when graded), the
     * discrimination (the point-biserial correlation of that fraction with
     * the result's percent), the spread of its marks for the reliability, and
     * how many of the strongest and weakest results were given it. And how
     * often each combination of options was chosen per question, by every
     * result and by the strongest and weakest; options are summed from those.
     */
    async answerFigures(
      examId: string,
    ): Promise<{ questionFigures: QuestionFigures[]; selections: SelectionFigures[] }> {
      const rows = await rowsOf<QuestionFigures & { selected: string[]; combination: boolean }>(
        db,
        sql`${grouped(examId)}, answers as (
          select q.question_id, a.graded, a.mask, a.score, a.rating, q.score as question_score,
            g.percent, g.top, g.bottom
          from grouped g
          join ${resultAnswerSets} s on s.result_id = g.id
          cross join lateral unnest(s.graded, s.selected, s.scores, s.ratings)
            as a(graded, mask, score, rating)
          join ${gradedQuestions} q on q.id = a.graded
          where q.question_id is not null
        ), figures as (
          select a.question_id, a.graded, a.mask, grouping(a.graded, a.mask) = 0 as combination,
            count(*)::int as answered,
            count(*) filter (where a.rating = 'correct')::int as correct,
            count(*) filter (where a.rating = 'semi-correct')::int as "semiCorrect",
            count(*) filter (where a.rating = 'wrong')::int as wrong,
            avg(a.score)::float8 as "averageScore",
            avg(a.score / nullif(a.question_score, 0))::float8 as facility,
            corr((a.score / nullif(a.question_score, 0))::float8, a.percent)::float8 as discrimination,
            coalesce(var_samp(a.score), 0)::float8 as variance,
            count(*) filter (where a.top)::int as "topAnswered",
            count(*) filter (where a.bottom)::int as "bottomAnswered"
          from answers a
          group by grouping sets ((a.question_id), (a.question_id, a.graded, a.mask))
        )
        select f.question_id as "questionId", f.combination,
          case when f.combination then chosen_options(q.options, f.mask) end as selected,
          f.answered, f.correct, f."semiCorrect", f.wrong, f."averageScore", f.facility,
          f.discrimination, f.variance, f."topAnswered", f."bottomAnswered"
        from figures f
        left join ${gradedQuestions} q on q.id = f.graded`,
      );
      const questionFigures: QuestionFigures[] = [];
      // Grouped by snapshot and bits (decision 0237): one combination of options
      // may come from two versions of the question, so they are added up here.
      const selections = new Map<string, SelectionFigures>();
      for (const { selected, combination, ...figures } of rows) {
        if (!combination) {
          questionFigures.push(figures);
          continue;
        }
        const key = JSON.stringify([figures.questionId, selected]);
        const seen = selections.get(key);
        if (seen) {
          seen.picks += figures.answered;
          seen.topPicks += figures.topAnswered;
          seen.bottomPicks += figures.bottomAnswered;
        } else {
          selections.set(key, {
            questionId: figures.questionId,
            selected,
            picks: figures.answered,
            topPicks: figures.topAnswered,
            bottomPicks: figures.bottomAnswered,
          });
        }
      }
      return { questionFigures, selections: [...selections.values()] };
    },

    /**
     * What the item analysis was computed from, in one pass over the exam's
     * results (never their answers): every write that changes an answer's
     * mark changes its result's score or full score too (a submit, a
     * regrade, a sweep, a deletion), so an equal fingerprint means equal figures.
     */
    async resultsFingerprint(examId: string): Promise<string> {
      const [row] = await rowsOf<{ fingerprint: string }>(
        db,
        sql`select count(*)::text || ':' || coalesce(sum(hashtextextended(
            r.id::text || ':' || r.score::text || ':' || r.total_score::text, 0)), 0)::text
          as fingerprint
        from ${results} r where r.exam_id = ${examId}`,
      );
      return row?.fingerprint ?? '';
    },

    /**
     * The figures a process kept for the exam, if they hold for `key`. Matched
     * in the query: during a close the kept row is mostly for an older key, and
     * its figures (tens of KB with the item analysis) are then not read.
     */
    async keptFigures(examId: string, key: string): Promise<unknown> {
      const [row] = await db
        .select({ figures: examFigures.figures })
        .from(examFigures)
        .where(and(eq(examFigures.examId, examId), eq(examFigures.key, key)));
      return row?.figures;
    },

    /** Keeps computed figures for every process; a deleted exam takes them with it. */
    async keepFigures(examId: string, key: string, figures: object): Promise<void> {
      await db
        .insert(examFigures)
        .values({ examId, key, figures: figures as Record<string, unknown> })
        .onConflictDoUpdate({
          target: examFigures.examId,
          set: { key, figures: figures as Record<string, unknown>, computedAt: sql`now()` },
        });
    },

    /**
     * The sample variance of the results' totals over the questions still in
     * the exam: the stored score less the marks of deleted questions, which
     * leave the items as well. Read through the results and the few answers
     * whose question is gone, never a pass over every answer.
     */
    async totalsVariance(examId: string): Promise<number | null> {
      const [row] = await rowsOf<{ variance: number | null }>(
        db,
        sql`select var_samp(r.score::float8 - coalesce(d.lost, 0))::float8 as variance
        from ${results} r
        left join (
          select a.result_id, sum(a.score)::float8 as lost
          from ${resultAnswers} a
          join ${results} x on x.id = a.result_id
          where a.question_id is null and x.exam_id = ${examId}
          group by a.result_id
        ) d on d.result_id = r.id
        where r.exam_id = ${examId}`,
      );
      return row?.variance ?? null;
    },
  };
}
