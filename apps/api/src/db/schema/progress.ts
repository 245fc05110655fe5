import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Sitting, WatchRange } from '@sabora/contract';
import { admins } from './admins';
import { users } from './users';
import { videos } from './videos';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A student's watching of one video, folded from the player's heartbeats by
 * the contract's `applyHeartbeat` (decision 0163). One row per student and
 * video, written in batches.
 */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: doublePrecision('position').notNull().default(0),
    duration: doublePrecision('duration').notNull().default(0),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    // Merged whole-second ranges [from, to) the student played.
    covered: jsonb('covered').$type<WatchRange[]>().notNull().default([]),
    coveredSeconds: integer('covered_seconds').notNull().default(0),
    views: integer('views').notNull().default(0),
    // Credited seconds toward the next view (the contract's uncountedSeconds).
    uncountedSeconds: doublePrecision('uncounted_seconds').notNull().default(0),
    // Views an admin added on top of the video's max_views.
    extraViews: integer('extra_views').notNull().default(0),
    sittings: jsonb('sittings').$type<Record<string, Sitting>>().notNull().default({}),
    firstWatchedAt: time('first_watched_at'),
    lastWatchedAt: time('last_watched_at'),
    creditedUntil: time('credited_until'),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.videoId] }),
    index('video_progress_video_id_idx').on(table.videoId),
    check('video_progress_counts', sql`${table.views} >= 0 and ${table.extraViews} >= 0`),
  ],
);

export type VideoProgressRow = typeof videoProgress.$inferSelect;

/** Seconds watched per student, video and Cairo day: the parent's month and the teacher's history. */
export const videoWatchDays = pgTable(
  'video_watch_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day, table.videoId] }),
    index('video_watch_days_video_id_idx').on(table.videoId),
  ],
);

/**
 * A parent's read-only link (decision 0164): the token is kept only as its
 * SHA-256; one live link per student, revoked links kept for the audit trail.
 */
export const parentLinks = pgTable(
  'parent_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: text('created_by', { enum: ['student', 'admin'] }).notNull(),
    createdByAdminId: uuid('created_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    createdAt: time('created_at').notNull().defaultNow(),
    lastOpenedAt: time('last_opened_at'),
    revokedAt: time('revoked_at'),
  },
  (table) => [
    uniqueIndex('parent_links_live_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

export type ParentLinkRow = typeof parentLinks.$inferSelect;
