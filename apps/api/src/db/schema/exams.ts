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
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
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
    index('results_user_id_idx').on(table.userId),
  ],
);

/** An exam's questions, in the admin's order. */
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
