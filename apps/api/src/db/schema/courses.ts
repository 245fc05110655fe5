import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { levelEnum } from './enums';
import { users } from './users';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

// Trigger courses_announce_change (migration 0005, decision 0104): an update or
// delete announces '*' on 'exam_changed' (a course can unlock many exams), so
// every API process forgets the exams it keeps. Guarded by src/db/triggers.test.ts.
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    // Whole Egyptian pounds.
    price: integer('price').notNull(),
    level: levelEnum('level').notNull(),
    freeForSubscribers: boolean('free_for_subscribers').notNull().default(false),
    showDate: time('show_date').notNull(),
    isForCenter: boolean('is_for_center').notNull().default(false),
    // Days a purchase or a bill grants; null is for good.
    accessDays: integer('access_days'),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('courses_level_show_date_idx').on(table.level, table.showDate),
    check('courses_price_not_negative', sql`${table.price} >= 0`),
    check(
      'courses_access_days_positive',
      sql`${table.accessDays} is null or ${table.accessDays} >= 1`,
    ),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;

// Trigger user_courses_announce_change (migration 0004, decision 0100): any
// write announces the student on 'student_changed', so every API process
// forgets what it kept of their purchases; user_courses_counts (migration 0015,
// decision 0187) makes the student list's kept totals go; user_courses_access_until_*
// (migration 0022, decision 0224) keep users.access_until. Guarded by src/db/triggers.test.ts.
/** The courses a student bought (the user's `courses`). */
export const userCourses = pgTable(
  'user_courses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: time('created_at').notNull().defaultNow(),
    // Access ends at this instant; null is for good. An expired row stays, so a
    // renewal knows it is one and history keeps when the student had it.
    until: time('until'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('user_courses_course_id_idx').on(table.courseId),
    // A student's live purchases, read from the index alone (decision 0187).
    index('user_courses_user_id_until_idx').on(table.userId, table.until),
    // When the next access lapses: a kept "without a course" total holds until then.
    index('user_courses_until_idx').on(table.until),
  ],
);
