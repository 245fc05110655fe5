import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The admins' settings, one row per named group (e.g. `device-changes`) with
 * its values as the contract's schema for that group. A missing row means the
 * contract's defaults; the id names the row in the audit trail.
 */
export const settings = pgTable('settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

export type SettingsRow = typeof settings.$inferSelect;
