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
import { courses } from './courses';
import { exams } from './exams';
import { pdfs } from './pdfs';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    url: text('url').notNull(),
    showDate: time('show_date').notNull(),
    isForCenter: boolean('is_for_center').notNull().default(false),
    // Views each student may use (decision 0163); null = unlimited.
    maxViews: integer('max_views'),
    // The exam a student must submit before the video opens.
    prevExamId: uuid('prev_exam_id').references(() => exams.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'videos_max_views_range',
      sql`${table.maxViews} is null or ${table.maxViews} between 1 and 1000`,
    ),
    index('videos_show_date_idx').on(table.showDate),
    index('videos_prev_exam_id_idx').on(table.prevExamId),
  ],
);

export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;

export const videoCourses = pgTable(
  'video_courses',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.courseId] }),
    index('video_courses_course_id_idx').on(table.courseId),
  ],
);

/** The video's parts, in the order the admin gave them. */
export const videoSections = pgTable(
  'video_sections',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.position] })],
);

export const videoPdfs = pgTable(
  'video_pdfs',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    pdfId: uuid('pdf_id')
      .notNull()
      .references(() => pdfs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.pdfId] }),
    index('video_pdfs_pdf_id_idx').on(table.pdfId),
  ],
);

/** Exams listed on the video page. */
export const videoExams = pgTable(
  'video_exams',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.examId] }),
    index('video_exams_exam_id_idx').on(table.examId),
  ],
);
