import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { billMethods } from '@sabora/contract';
import { admins } from './admins';
import { courses } from './courses';
import { users } from './users';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const billMethodEnum = pgEnum('bill_method', billMethods);

// A payment outlives the student and the admin (set null): revenue must not
// change when an account is deleted.
// Triggers *_touch_analytics_* (migration 0015, decision 0186): a write to a row of a
// past Cairo day makes that day's analytics summary stale. Triggers bills_totals*
// (migration 0016, decision 0188): a statement that changes what the list's totals
// read announces 'bills' on 'admin_totals_changed'. Guarded by src/db/triggers.test.ts.
export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Whole Egyptian pounds.
    amount: integer('amount').notNull(),
    method: billMethodEnum('method').notNull(),
    note: text('note').notNull().default(''),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('bills_user_id_created_at_idx').on(table.userId, table.createdAt),
    // The list's order whole: a page's ids are read off the index alone (decision 0218).
    index('bills_created_at_id_idx').on(table.createdAt, table.id),
    index('bills_admin_id_idx').on(table.adminId),
    check('bills_amount_positive', sql`${table.amount} > 0`),
  ],
);

export type BillRow = typeof bills.$inferSelect;
export type NewBillRow = typeof bills.$inferInsert;

/** The courses a bill activated. */
export const billCourses = pgTable(
  'bill_courses',
  {
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.billId, table.courseId] }),
    index('bill_courses_course_id_idx').on(table.courseId),
  ],
);
