import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { users } from './users';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** A printed batch of recharge codes, all of one amount. */
export const codeBatches = pgTable(
  'code_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Piastres per code.
    amount: integer('amount').notNull(),
    count: integer('count').notNull(),
    expiresAt: time('expires_at'),
    note: text('note').notNull().default(''),
    disabledAt: time('disabled_at'),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('code_batches_created_at_idx').on(table.createdAt),
    check('code_batches_amount_positive', sql`${table.amount} > 0`),
    check('code_batches_count_positive', sql`${table.count} > 0`),
  ],
);

export type CodeBatchRow = typeof codeBatches.$inferSelect;

// Only a keyed hash of each code is stored (decision 0145): a stolen backup
// holds nothing that can be redeemed.
export const rechargeCodes = pgTable(
  'recharge_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => codeBatches.id, { onDelete: 'cascade' }),
    serial: integer('serial').notNull(),
    hash: text('hash').notNull().unique(),
    lastFour: text('last_four').notNull(),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: time('used_at'),
  },
  (table) => [
    index('recharge_codes_batch_id_serial_idx').on(table.batchId, table.serial),
    index('recharge_codes_used_by_idx').on(table.usedBy),
  ],
);

export type RechargeCodeRow = typeof rechargeCodes.$inferSelect;
