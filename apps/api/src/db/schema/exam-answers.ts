import { answerRatings } from '@sabora/contract';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { exams } from './exams';
import { users } from './users';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const score = (name: string) => numeric(name, { precision: 12, scale: 4, mode: 'number' });

export const answerRatingEnum = pgEnum('answer_rating', answerRatings);

/**
 * One graded question of a result. What made the grade (the correct options
 * and the question's score) is copied at grading time, so editing or deleting
 * the question later never changes a result.
 *
 * The links to the result and the question are kept by statement-level
 * triggers (migration 0006, decision 0105) rather than foreign keys: a key
 * checks and locks its row once per answer, forty times per submit.
 * result_answers_links_on_insert and result_answers_links_on_update refuse
 * (SQLSTATE 23503) an answer whose result or question does not exist, and
 * key-share lock what the answers point at until the transaction ends (the
 * check counts the distinct rows the lock found, migration 0014, decision 0205);
 * deletes follow through the triggers on results and questions (exams.ts).
 * Guarded by src/db/triggers.test.ts.
 */
export const resultAnswers = pgTable(
  'result_answers',
  {
    resultId: uuid('result_id').notNull(),
    // Null once the question is deleted: the result then says so.
    questionId: uuid('question_id'),
    position: integer('position').notNull(),
    selected: text('selected').array().notNull(),
    correct: text('correct').array().notNull(),
    questionScore: score('question_score').notNull(),
    score: score('score').notNull(),
    rating: answerRatingEnum('rating').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.resultId, table.position] }),
    index('result_answers_question_id_idx').on(table.questionId),
  ],
);

export type ResultAnswerRow = typeof resultAnswers.$inferSelect;
export type NewResultAnswerRow = typeof resultAnswers.$inferInsert;

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
