import { bigint, date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const whole = (name: string) => bigint(name, { mode: 'number' });

/**
 * How many times the rows of a past Cairo day that analytics sums have
 * changed. Only triggers write it (migration 0015, decision 0186): every
 * statement that inserts, edits or deletes a user, bill, wallet line or
 * result of a day before today bumps that day; a missing row is version 0.
 */
export const analyticsDayVersions = pgTable('analytics_day_versions', {
  day: date('day', { mode: 'string' }).primaryKey(),
  version: whole('version').notNull(),
});

/**
 * What the analytics page sums, per Cairo day, computed from the rows as they
 * stood at the day's `version`; a row whose version is not the day's current
 * one is stale and read as missing. `figure` is `day` (the marker every
 * summarised day has), `registrations`, `bill` (key: the method), `code`,
 * `purchase` or `exam` (key: the exam's id).
 */
export const analyticsDayFigures = pgTable(
  'analytics_day_figures',
  {
    day: date('day', { mode: 'string' }).notNull(),
    figure: text('figure').notNull(),
    key: text('key').notNull(),
    version: whole('version').notNull(),
    count: whole('count').notNull(),
    amount: whole('amount').notNull(),
    // Unconstrained numerics: sums of numeric(12,4) scores and of their percents,
    // kept at the scale PostgreSQL's own sum gives, so averages come out the same.
    scoreSum: numeric('score_sum').notNull(),
    percentSum: numeric('percent_sum').notNull(),
    percentCount: whole('percent_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.figure, table.key] })],
);
