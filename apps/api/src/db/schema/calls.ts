import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { callDirections, callOutcomes, callReasons } from '@sabora/contract';
import { admins } from './admins';
import { users } from './users';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const callDirectionEnum = pgEnum('call_direction', callDirections);
export const callReasonEnum = pgEnum('call_reason', callReasons);
export const callOutcomeEnum = pgEnum('call_outcome', callOutcomes);

/**
 * A support call; like a bill, it stays when the student or admin is deleted.
 * Trigger calls_totals (migration 0016, decision 0188): every write statement
 * announces 'calls' on 'admin_totals_changed'. Guarded by src/db/triggers.test.ts.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    direction: callDirectionEnum('direction').notNull(),
    reason: callReasonEnum('reason').notNull(),
    outcome: callOutcomeEnum('outcome').notNull(),
    note: text('note').notNull().default(''),
    followUpAt: time('follow_up_at'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('calls_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('calls_created_at_idx').on(table.createdAt),
    index('calls_admin_id_idx').on(table.adminId),
    index('calls_follow_up_at_idx').on(table.followUpAt),
  ],
);

export type CallRow = typeof calls.$inferSelect;
export type NewCallRow = typeof calls.$inferInsert;
