import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeviceDetails } from '@sabora/contract';
import { foldedSql } from '../../lib/arabic-fold';
import { attendanceTypeEnum, governorateEnum, levelEnum } from './enums';

// Trigger users_announce_change (migration 0004, decision 0100): an update or
// delete announces the student on 'student_changed', so every API process
// forgets the copy of them it keeps. Triggers users_counts_* (migration 0015,
// decision 0187) announce a change to anything the student list filters on;
// users_touch_analytics_* (decision 0186) make a past day's analytics stale.
// Trigger user_courses_access_until_* (migration 0022, decision 0224) keeps access_until.
// Guarded by src/db/triggers.test.ts.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull().unique(),
    fatherPhone: text('father_phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    level: levelEnum('level').notNull(),
    governorate: governorateEnum('governorate').notNull(),
    attendanceType: attendanceTypeEnum('attendance_type').notNull(),
    vip: boolean('vip').notNull().default(false),
    frozen: boolean('frozen').notNull().default(false),
    showHidden: boolean('show_hidden').notNull().default(false),
    // The device fingerprint the student registered with; null after an admin reset,
    // when the next successful login binds the new device.
    deviceHash: text('device_hash'),
    // What the bound device said about itself, so a device-change request can show both.
    deviceInfo: jsonb('device_info').$type<DeviceDetails>(),
    // Piastres; only the wallet ledger's trigger moves it (migration 0009), and never below 0.
    balance: integer('balance').notNull().default(0),
    // Bumped by a password change or device reset; tokens carry the value they were
    // issued under, so older tokens stop working.
    sessionVersion: integer('session_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    // The end of the student's latest access: 'infinity' for one without an end, null for none
    // ever. Only the trigger users_keep_access_until writes it, from user_courses (migration
    // 0022, decision 0224), so "without a course" is a range of its index. A string: JavaScript
    // has no date for 'infinity'.
    accessUntil: timestamp('access_until', { withTimezone: true, precision: 3, mode: 'string' }),
  },
  (table) => [
    // The admin's student search: "contains" on the folded name and on both phones
    // (decision 0040). Trigram indexes serve LIKE '%…%'; pg_trgm comes with the migration.
    index('users_name_search_idx').using('gin', sql`${foldedSql(table.name)} gin_trgm_ops`),
    index('users_phone_search_idx').using('gin', sql`${table.phone} gin_trgm_ops`),
    index('users_father_phone_search_idx').using('gin', sql`${table.fatherPhone} gin_trgm_ops`),
    index('users_created_at_idx').on(table.createdAt),
    // "Active in the range" reads the last sign-in (decision 0183), off the index alone (0214).
    index('users_last_login_at_id_idx').on(table.lastLoginAt, table.id),
    index('users_access_until_idx').on(table.accessUntil),
    // An exam's non-solvers and a video's viewers are pages by name: the first
    // pages stop after their rows instead of sorting every student (decision 0242).
    index('users_name_id_idx').on(table.name, table.id),
    // A paid course's owners are its buyers and the VIPs at its level: few
    // students, reached by key instead of a pass over all of them (decision 0243).
    index('users_vip_level_idx')
      .on(table.level)
      .where(sql`${table.vip}`),
    check('users_balance_not_negative', sql`${table.balance} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
