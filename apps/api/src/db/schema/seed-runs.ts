import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per one-time seed that has run, so it never runs again. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
