import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { users } from './users';
import { videos } from './videos';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

const score = (name: string) => numeric(name, { precision: 12, scale: 4, mode: 'number' });

// Trigger exams_announce_change (migration 0005, decision 0104): an update or
// delete announces the exam on 'exam_changed', so every API process forgets
// the copy it keeps. Guarded by src/db/triggers.test.ts.
export const exams = pgTable(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isTimed: boolean('is_timed').notNull().default(false),
    startTime: time('start_time'),
    endTime: time('end_time'),
    isForCenter: boolean('is_for_center').notNull().default(false),
    solutionUrl: text('solution_url'),
    // A catalogue video that shows the solution; it wins over solutionUrl.
    solutionVideoId: uuid('solution_video_id').references((): AnyPgColumn => videos.id, {
      onDelete: 'set null',
    }),
    // How each student's paper is cut (contract rules/exam-paper.ts, decision 0153).
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    drawCount: integer('draw_count'),
    // Secret: with the student's id it fixes their paper, so it never leaves the server.
    paperSeed: uuid('paper_seed').notNull().defaultRandom(),
    honourBoard: boolean('honour_board').notNull().default(false),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('exams_draw_count_positive', sql`${table.drawCount} is null or ${table.drawCount} > 0`),
    // The timed-exam banner and the draft sweeper read timed exams by their end.
    index('exams_timed_end_time_idx')
      .on(table.endTime)
      .where(sql`${table.isTimed}`),
    index('exams_created_at_idx').on(table.createdAt),
  ],
);

export type ExamRow = typeof exams.$inferSelect;
export type NewExamRow = typeof exams.$inferInsert;

/** The exam's `prevCourse` list: owning one of these opens the exam. */
// Trigger exam_courses_announce_change (migration 0005): any write announces
// the exam on 'exam_changed'. Guarded by src/db/triggers.test.ts.
export const examCourses = pgTable(
  'exam_courses',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.examId, table.courseId] }),
    index('exam_courses_course_id_idx').on(table.courseId),
  ],
);

// A result outlives its exam or student: the spec shows "deleted" in their place.
// Its answers (result_answer_sets) go with it. Triggers results_touch_analytics_*
// (migration 0015, decision 0186):
// a result of a past Cairo day written makes that day's analytics summary stale.
// Guarded by src/db/triggers.test.ts.
export const results = pgTable(
  'results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    score: score('score').notNull(),
    totalScore: score('total_score').notNull(),
    submittedAt: time('submitted_at').notNull().defaultNow(),
  },
  (table) => [
    unique('results_exam_user_unique').on(table.examId, table.userId),
    // A student's results newest first, read off the index: their page's newest and the paged
    // list, without walking every student's recent results (decision 0212, migration 0017).
    index('results_user_recent_idx').on(
      table.userId,
      table.submittedAt.desc().nullsFirst(),
      table.id,
    ),
    // Analytics read results by when they were submitted (decision 0183); the student is in
    // the entry so active students are read off the index alone (decision 0214).
    index('results_submitted_at_user_idx').on(table.submittedAt, table.userId),
    // An exam's results in the list's order, best first: a page is read off the index (decision 0185).
    index('results_exam_rank_idx').on(
      table.examId,
      table.score.desc().nullsFirst(),
      table.submittedAt,
      table.id,
    ),
  ],
);

/** An exam's questions, in the admin's order. */
// Triggers (guarded by src/db/triggers.test.ts):
// - questions_announce_change (migration 0005): any write announces the exam on
//   'exam_changed'.
// Deleting a question leaves the answers graded against it, their snapshot
// (graded_questions) without its question, so a result shows it as deleted.
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    options: text('options').array().notNull(),
    correct: text('correct').array().notNull(),
    score: score('score').notNull(),
    imageUrl: text('image_url'),
  },
  (table) => [
    index('questions_exam_id_position_idx').on(table.examId, table.position),
    check('questions_score_positive', sql`${table.score} > 0`),
  ],
);

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;

export type ResultRow = typeof results.$inferSelect;
export type NewResultRow = typeof results.$inferInsert;

/**
 * One student's own window of a timed exam (design.md "Exam depth"): a new
 * start or end replaces the exam's for them, extra minutes lengthen the end.
 */
export const examOverrides = pgTable(
  'exam_overrides',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    startTime: time('start_time'),
    endTime: time('end_time'),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.examId, table.userId] }),
    // The banner and the sweeper look a student's or a deadline's overrides up.
    index('exam_overrides_user_id_idx').on(table.userId),
    check('exam_overrides_extra_minutes_range', sql`${table.extraMinutes} between 0 and 1440`),
  ],
);

export type ExamOverrideRow = typeof examOverrides.$inferSelect;
export type NewExamOverrideRow = typeof examOverrides.$inferInsert;
