import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { walletEntryKinds } from '@sabora/contract';
import { admins } from './admins';
import { bills } from './bills';
import { rechargeCodes } from './codes';
import { courses } from './courses';
import { users } from './users';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const walletEntryKindEnum = pgEnum('wallet_entry_kind', walletEntryKinds);

// The wallet ledger: append-only (migration 0009 refuses updates and deletes
// but the set-null of a deleted student), and the sum of a student's entries
// is users.balance, which a trigger moves with each insert.
// Triggers *_touch_analytics_* (migration 0015, decision 0186): a write to a row of a
// past Cairo day makes that day's analytics summary stale. Trigger wallet_entries_totals
// (migration 0016, decision 0188): an insert statement announces 'wallet' on
// 'admin_totals_changed'. Guarded by src/db/triggers.test.ts.
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: walletEntryKindEnum('kind').notNull(),
    // Piastres, signed: money in is positive.
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    note: text('note').notNull().default(''),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    // Unique: a code is credited once, whatever the concurrency.
    codeId: uuid('code_id')
      .unique()
      .references(() => rechargeCodes.id, { onDelete: 'set null' }),
    billId: uuid('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('wallet_entries_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('wallet_entries_created_at_idx').on(table.createdAt),
    // Every bill a list shows asks whether it credited a wallet (decision 0222).
    index('wallet_entries_bill_id_idx')
      .on(table.billId)
      .where(sql`${table.billId} is not null`),
    check('wallet_entries_amount_not_zero', sql`${table.amount} <> 0`),
    check('wallet_entries_balance_after_not_negative', sql`${table.balanceAfter} >= 0`),
  ],
);

export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type NewWalletEntryRow = typeof walletEntries.$inferInsert;
