import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { adminTypeEnum } from './enums';

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  identifier: text('identifier').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  type: adminTypeEnum('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  // Any change to an admin moves this; tokens carry the value they were issued under.
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

export type AdminRow = typeof admins.$inferSelect;
export type NewAdminRow = typeof admins.$inferInsert;
