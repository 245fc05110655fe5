import { answerRatings } from '@sabora/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { exams, questions, results } from './exams';
import { users } from './users';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const score = (name: string) => numeric(name, { precision: 12, scale: 4, mode: 'number' });

export const answerRatingEnum = pgEnum('answer_rating', answerRatings);

/**
 * What answers were graded against (decision 0237): a question's options,
 * correct options and score at grading time, kept once however many answers
 * name it, so editing or deleting the question later never changes a result.
 * An answer's choices are bits in `options`. The question is set null when it
 * is deleted: its answers then show it as deleted. Rows are never deleted.
 */
export const gradedQuestions = pgTable(
  'graded_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'set null' }),
    options: text('options').array().notNull(),
    correct: text('correct').array().notNull(),
    score: score('score').notNull(),
    /** `graded_question_digest(options, correct, score)`: one row per question and facts. */
    digest: text('digest').notNull(),
  },
  (table) => [
    uniqueIndex('graded_questions_question_id_digest_idx').on(table.questionId, table.digest),
    check(
      'graded_questions_options_fit_a_mask',
      sql`cardinality(${table.options}) between 1 and 31`,
    ),
  ],
);

/**
 * A result's graded answers as one row (decision 0237): the i-th answer is
 * graded against `graded[i]`, chose the options whose bits `selected[i]` sets,
 * and earned `scores[i]`, rated `ratings[i]`. One row instead of forty is most
 * of what an exam close writes. Triggers result_answer_sets_links_on_insert
 * and _on_update (migration 0025) refuse (SQLSTATE 23503) snapshots that do not
 * exist, or on insert whose question is deleted, and key-share lock the
 * questions named until the transaction ends. Guarded by src/db/triggers.test.ts.
 */
export const resultAnswerSets = pgTable('result_answer_sets', {
  resultId: uuid('result_id')
    .primaryKey()
    .references(() => results.id, { onDelete: 'cascade' }),
  graded: integer('graded').array().notNull(),
  selected: integer('selected').array().notNull(),
  scores: score('scores').array().notNull(),
  ratings: answerRatingEnum('ratings').array().notNull(),
});

/**
 * One graded question of a result, in the student's order: the view over
 * result_answer_sets and graded_questions that every reader reads (migration
 * 0025). `position` counts from 0; `selected` is in the question's order.
 */
export const resultAnswers = pgView('result_answers', {
  resultId: uuid('result_id').notNull(),
  // Null once the question is deleted: the result then says so.
  questionId: uuid('question_id'),
  position: integer('position').notNull(),
  selected: text('selected').array().notNull(),
  correct: text('correct').array().notNull(),
  questionScore: score('question_score').notNull(),
  score: score('score').notNull(),
  rating: answerRatingEnum('rating').notNull(),
}).existing();

export type ResultAnswerRow = typeof resultAnswers.$inferSelect;

/** A student's choices so far, saved while answering; graded if the exam closes first. */
export const examDrafts = pgTable(
  'exam_drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** `{questionId: selected options}`. */
    selections: jsonb('selections').$type<Record<string, string[]>>().notNull(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.examId] }),
    index('exam_drafts_exam_id_idx').on(table.examId),
  ],
);

export type ExamDraftRow = typeof examDrafts.$inferSelect;
