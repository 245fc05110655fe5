import { z } from 'zod';
import { namedRef, pageQuery, studentSearch } from './content-fields';
import { epochMs } from './fields';
import { governorates } from './governorates';
import { levels } from './levels';
import type { AnswerRating } from './rules/grading';

export const answerRatings = [
  'correct',
  'semi-correct',
  'wrong',
] as const satisfies readonly AnswerRating[];

/** One graded question of a result; `question` is null once the question was deleted. */
export const resultAnswerSchema = z.object({
  _id: z.string(),
  question: z
    .object({
      _id: z.string(),
      title: z.string(),
      options: z.array(z.string()),
      imageUrl: z.string().nullable(),
    })
    .nullable(),
  selected: z.array(z.string()),
  /** The correct options when the answer was graded. */
  correct: z.array(z.string()),
  /** Earned score of this question. */
  score: z.number(),
  /** The question's full score when the answer was graded. */
  questionScore: z.number(),
  rating: z.enum(answerRatings),
});
export type ResultAnswer = z.infer<typeof resultAnswerSchema>;

/** Where a result stands among the exam's results, for the student's own view. */
export const resultStandingSchema = z.object({
  /** 1 for the best percent; equal percents share a rank. */
  rank: z.number().int(),
  /** How many results the exam has. */
  of: z.number().int(),
  /** The class average of each result's percent (score ÷ its full score). */
  averagePercent: z.number(),
  /**
   * Classmates with a window of their own are still answering: they are not
   * counted yet, so the rank and average can still change.
   */
  provisional: z.boolean(),
});
export type ResultStanding = z.infer<typeof resultStandingSchema>;

/** A result with its answers; `exam` is null once the exam was deleted. */
export const resultDetailSchema = z.object({
  _id: z.string(),
  exam: namedRef.nullable(),
  score: z.number(),
  totalScore: z.number(),
  submittedAt: epochMs,
  /** In the order the student was given them. */
  answers: z.array(resultAnswerSchema),
  /** On the student's own revealed result: their rank and the class average. */
  standing: resultStandingSchema.optional(),
  /**
   * On the student's own revealed result: whether its exam has an honour board
   * (on, and timed) and a solution, so the page asks only for what is there
   * instead of expecting a 404.
   */
  examHas: z.object({ honourBoard: z.boolean(), solution: z.boolean() }).optional(),
});
export type ResultDetail = z.infer<typeof resultDetailSchema>;

export const resultsPageQuery = z.object({ page: pageQuery.page, pageSize: pageQuery.pageSize });
export type ResultsPageQuery = z.input<typeof resultsPageQuery>;

/** `GET /admin/exam-results/{id}`: a page of the exam's results, of the students a search finds. */
export const examResultsQuery = resultsPageQuery.extend({ search: studentSearch });
export type ExamResultsQuery = z.input<typeof examResultsQuery>;

/** `GET /user/results`: scores stay null while the exam still takes answers. */
export const userResultItemSchema = z.object({
  _id: z.string(),
  exam: namedRef.nullable(),
  score: z.number().nullable(),
  totalScore: z.number().nullable(),
  submittedAt: epochMs,
  revealed: z.boolean(),
});
export type UserResultItem = z.infer<typeof userResultItemSchema>;
export const userResultsResponse = z.object({
  results: z.array(userResultItemSchema),
  count: z.number().int(),
});
export type UserResultsResponse = z.infer<typeof userResultsResponse>;

/** A result still hidden; `revealAt` is when the exam closes and the result shows. */
export const earlyResultSchema = z.object({ submittedAt: epochMs, revealAt: epochMs });
export type EarlyResult = z.infer<typeof earlyResultSchema>;

/** `GET /user/results/{id}`. */
export const userResultResponse = z.union([
  z.object({ earlyResult: earlyResultSchema }),
  z.object({ result: resultDetailSchema }),
]);
export type UserResultResponse = z.infer<typeof userResultResponse>;

/** The student a result belongs to; null once the account was deleted. */
export const resultStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  /** The parent's phone: the assistant calls either. */
  fatherPhone: z.string(),
  governorate: z.enum(governorates),
});
export type ResultStudent = z.infer<typeof resultStudentSchema>;

/**
 * An item of the admin's result lists (by exam, by student). `user` is the
 * spec's name for the student; `student` is the same, kept for older readers.
 */
export const adminResultItemSchema = z.object({
  _id: z.string(),
  exam: namedRef.nullable(),
  user: resultStudentSchema.nullable(),
  student: resultStudentSchema.nullable(),
  score: z.number(),
  totalScore: z.number(),
  submittedAt: epochMs,
});
export type AdminResultItem = z.infer<typeof adminResultItemSchema>;
export const adminResultsResponse = z.object({
  results: z.array(adminResultItemSchema),
  count: z.number().int(),
});
export type AdminResultsResponse = z.infer<typeof adminResultsResponse>;

/** `GET /admin/exam-results/{examId}`: the list names its exam even while it is empty. */
export const adminExamResultsResponse = adminResultsResponse.extend({ exam: namedRef });
export type AdminExamResultsResponse = z.infer<typeof adminExamResultsResponse>;

/** `GET /admin/results/{id}`. */
export const adminResultDetailSchema = resultDetailSchema.extend({
  user: resultStudentSchema.nullable(),
  student: resultStudentSchema.nullable(),
});
export type AdminResultDetail = z.infer<typeof adminResultDetailSchema>;

/**
 * `GET /admin/exam-results/{examId}/stats`: computed from the stored results
 * only, so every figure agrees with the results list after any edit of the exam.
 */
export const examStatsSchema = z.object({
  exam: namedRef,
  /**
   * When the figures stood (epoch ms, the server's clock): the call's own
   * moment when they equal the stored results. Optional for older servers.
   */
  asOf: z.number().optional(),
  /**
   * True while results are arriving and figures up to a few seconds old
   * answered (decision 0189): results stored since `asOf` are not in them yet.
   */
  provisional: z.boolean().optional(),
  /** The number of results: the results list's `count`. */
  count: z.number().int(),
  /** Of the stored scores; null while nobody has a result. */
  average: z.number().nullable(),
  median: z.number().nullable(),
  max: z.number().nullable(),
  /** The average of each result's score ÷ its own full score, in percent. */
  averagePercent: z.number().nullable(),
  /**
   * The median and the best of each result's percent: with a draw, or after an
   * edit, results have different full scores and only percents compare.
   */
  medianPercent: z.number().nullable(),
  maxPercent: z.number().nullable(),
  /**
   * The full score the results were graded out of (their `totalScore`); the
   * largest one when results were graded before and after an edit, and the
   * exam's own while there is no result.
   */
  totalScore: z.number(),
  /** Every full score among the results, smallest first: more than one means the exam changed. */
  totalScores: z.array(z.number()),
  /** The exam's full score as its questions stand now (differs after an edit until a regrade). */
  examTotalScore: z.number(),
  /** The sample standard deviation of the scores; null with fewer than two results. */
  sd: z.number().nullable(),
  /**
   * KR-20 (every question right or wrong) or Cronbach's alpha (partial marks):
   * how consistently the questions measure the same thing. Null when it cannot
   * be computed: fewer than two results or questions, no spread, or a draw
   * (students did not answer the same questions).
   */
  reliability: z.number().nullable(),
  /** Ten buckets of each result's score ÷ its full score in percent: 0–10, … 90–100 (100 in the last). */
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  /** The exam's questions now, rated from the answers stored in the results. */
  questions: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      correct: z.number().int(),
      semiCorrect: z.number().int(),
      wrong: z.number().int(),
      /** The mean stored score of the answers to it; null when nobody answered it. */
      averageScore: z.number().nullable(),
      /** How many results were given this question (with a draw, not everyone). */
      answered: z.number().int(),
      /** Facility index: the mean mark ÷ the question's score, 0–1; null when nobody got it. */
      facility: z.number().nullable(),
      /**
       * Discrimination: the point-biserial correlation of the mark with the
       * result's percent, −1–1; null when it cannot be computed (no spread).
       */
      discrimination: z.number().nullable(),
      options: z.array(
        z.object({
          option: z.string(),
          picks: z.number().int(),
          /** picks ÷ the results given the question, 0–1. */
          share: z.number(),
          isCorrect: z.boolean(),
          /** A wrong option picked more by the strongest students than the weakest. */
          misleading: z.boolean(),
        }),
      ),
    }),
  ),
});
export type ExamStats = z.infer<typeof examStatsSchema>;

/** A student who may take the exam and has no result for it. */
export const nonSolverSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  fatherPhone: z.string(),
  level: z.enum(levels),
});
export type NonSolver = z.infer<typeof nonSolverSchema>;
export const nonSolversResponse = z.object({
  users: z.array(nonSolverSchema),
  count: z.number().int(),
});
export type NonSolversResponse = z.infer<typeof nonSolversResponse>;
