import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  uniqueIndex,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { deviceRequestStatuses, type DeviceDetails } from '@sabora/contract';
import { admins } from './admins';
import { users } from './users';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const deviceRequestStatusEnum = pgEnum('device_request_status', deviceRequestStatuses);

/** A student's ask to move their account to a new device, and the assistant's answer. */
export const deviceRequests = pgTable(
  'device_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: deviceRequestStatusEnum('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    oldHash: text('old_hash'),
    newHash: text('new_hash').notNull(),
    oldDevice: jsonb('old_device').$type<DeviceDetails>(),
    newDevice: jsonb('new_device').$type<DeviceDetails>(),
    note: text('note').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'set null' }),
    decidedAt: time('decided_at'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('device_requests_status_created_at_idx').on(table.status, table.createdAt),
    index('device_requests_user_id_created_at_idx').on(table.userId, table.createdAt),
    // One open request per student: asking again updates it instead of queueing twice.
    uniqueIndex('device_requests_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type DeviceRequestRow = typeof deviceRequests.$inferSelect;
