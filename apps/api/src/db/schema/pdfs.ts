import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const pdfs = pgTable('pdfs', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

export type PdfRow = typeof pdfs.$inferSelect;
export type NewPdfRow = typeof pdfs.$inferInsert;
