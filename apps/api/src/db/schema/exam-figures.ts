import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { exams } from './exams';

/**
 * An exam's statistics figures as last computed by any API process, with the
 * key they were computed at: the exam's version and its results' fingerprint
 * (decisions 0159, 0227). A process that would compute them reads this first;
 * a row whose key is not the current one is stale and read as missing.
 * `keptForClose` is the close a timed exam's figures were kept after, ahead
 * of anyone asking (decision 0230): a process claims the close by writing it.
 */
export const examFigures = pgTable('exam_figures', {
  examId: uuid('exam_id')
    .primaryKey()
    .references(() => exams.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  keptForClose: timestamp('kept_for_close', { withTimezone: true, precision: 3 }),
});
