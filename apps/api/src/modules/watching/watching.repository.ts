import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { applyHeartbeat, mayWatch, type Heartbeat, type WatchState } from '@sabora/contract';
import type { Database } from '../../db/client';
import { videoProgress, videoWatchDays, type VideoProgressRow } from '../../db/schema/index';
import { cairoDay } from '../../lib/cairo-days';
import { stateOf } from './watch-state';

export type WatchingRepository = ReturnType<typeof createWatchingRepository>;

/** One heartbeat that passed the access check, with what its fold needs. */
export interface QueuedBeat {
  userId: string;
  videoId: string;
  /** The video's own limit, from the catalogue; null = unlimited. */
  maxViews: number | null;
  beat: Heartbeat;
}

/** Each beat's own answer: the state right after it, or its refusal. */
export type BeatOutcome =
  { kind: 'saved'; state: WatchState } | { kind: 'exhausted'; state: WatchState };

/** What one batch cost, for the bench. */
export interface BatchCost {
  statements: number;
  rowsWritten: number;
}

const keyOf = (userId: string, videoId: string) => `${userId}/${videoId}`;

function pairsIn(pairs: ReadonlyArray<{ userId: string; videoId: string }>): SQL {
  const list = sql.join(
    pairs.map(({ userId, videoId }) => sql`(${userId}::uuid, ${videoId}::uuid)`),
    sql`, `,
  );
  return sql`(${videoProgress.userId}, ${videoProgress.videoId}) in (${list})`;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

export function createWatchingRepository(db: Database) {
  return {
    async progressOf(userId: string, videoId: string): Promise<VideoProgressRow | undefined> {
      const [row] = await db
        .select()
        .from(videoProgress)
        .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)));
      return row;
    },

    /** Every video the student started (at least one beat counted). */
    async progressOfStudent(userId: string): Promise<VideoProgressRow[]> {
      return db
        .select()
        .from(videoProgress)
        .where(and(eq(videoProgress.userId, userId), isNotNull(videoProgress.lastWatchedAt)))
        .orderBy(asc(videoProgress.videoId));
    },

    /**
     * One batch of heartbeats in ONE transaction (decision 0168): the batch's
     * (student, video) rows are locked `for update` (created first when
     * missing), every beat is folded in arrival order by `applyHeartbeat`
     * (refused when `mayWatch` says the views ran out), then all rows go back
     * in one upsert and the credited seconds per Cairo day in another. Other
     * processes writing the same rows wait on the locks, so none is lost.
     */
    async applyBatch(beats: readonly QueuedBeat[]): Promise<{
      outcomes: BeatOutcome[];
      cost: BatchCost;
    }> {
      const cost: BatchCost = { statements: 0, rowsWritten: 0 };
      const pairs = [
        ...new Map(beats.map((b) => [keyOf(b.userId, b.videoId), b] as const)).values(),
      ]
        .map(({ userId, videoId }) => ({ userId, videoId }))
        .sort((a, b) =>
          a.userId === b.userId
            ? a.videoId.localeCompare(b.videoId)
            : a.userId.localeCompare(b.userId),
        );
      const outcomes = await db.transaction(async (tx) => {
        const lock = (of: typeof pairs) => {
          cost.statements += 1;
          return tx
            .select()
            .from(videoProgress)
            .where(pairsIn(of))
            .orderBy(asc(videoProgress.userId), asc(videoProgress.videoId))
            .for('update');
        };
        const rows = new Map<string, VideoProgressRow>();
        for (const row of await lock(pairs)) rows.set(keyOf(row.userId, row.videoId), row);
        const missing = pairs.filter((p) => !rows.has(keyOf(p.userId, p.videoId)));
        if (missing.length > 0) {
          // A first beat: the empty row is made so that it can be locked, and
          // a process making the same row at once waits for this one.
          cost.statements += 1;
          await tx.insert(videoProgress).values(missing).onConflictDoNothing();
          for (const row of await lock(missing)) rows.set(keyOf(row.userId, row.videoId), row);
        }

        const states = new Map<string, WatchState>();
        const firstAt = new Map<string, number>();
        const days = new Map<string, { userId: string; videoId: string; day: string; s: number }>();
        const results: BeatOutcome[] = [];
        for (const { userId, videoId, maxViews, beat } of beats) {
          const key = keyOf(userId, videoId);
          const before = states.get(key) ?? stateOf(rows.get(key));
          if (!mayWatch(before, maxViews, beat.sitting)) {
            results.push({ kind: 'exhausted', state: before });
            continue;
          }
          const after = applyHeartbeat(before, beat);
          states.set(key, after);
          if (!firstAt.has(key)) firstAt.set(key, beat.at);
          const credit = after.watchedSeconds - before.watchedSeconds;
          if (credit > 0) {
            const day = cairoDay(beat.at);
            const dayKey = `${key}/${day}`;
            const entry = days.get(dayKey) ?? { userId, videoId, day, s: 0 };
            entry.s += credit;
            days.set(dayKey, entry);
          }
          results.push({ kind: 'saved', state: after });
        }

        if (states.size > 0) {
          cost.statements += 1;
          cost.rowsWritten += states.size;
          await tx
            .insert(videoProgress)
            .values(
              [...states].map(([key, state]) => {
                const [userId, videoId] = key.split('/') as [string, string];
                return {
                  userId,
                  videoId,
                  position: state.position,
                  duration: state.duration,
                  watchedSeconds: state.watchedSeconds,
                  covered: state.covered as [number, number][],
                  coveredSeconds: state.coveredSeconds,
                  views: state.views,
                  uncountedSeconds: state.uncountedSeconds,
                  extraViews: state.extraViews,
                  sittings: state.sittings,
                  firstWatchedAt: new Date(firstAt.get(key)!),
                  lastWatchedAt: state.lastBeatAt === null ? null : new Date(state.lastBeatAt),
                  creditedUntil:
                    state.creditedUntil === null ? null : new Date(state.creditedUntil),
                  updatedAt: sql`now()`,
                };
              }),
            )
            .onConflictDoUpdate({
              target: [videoProgress.userId, videoProgress.videoId],
              // extra_views is the admin's: never written from here.
              set: {
                position: excluded('position'),
                duration: excluded('duration'),
                watchedSeconds: excluded('watched_seconds'),
                covered: excluded('covered'),
                coveredSeconds: excluded('covered_seconds'),
                views: excluded('views'),
                uncountedSeconds: excluded('uncounted_seconds'),
                sittings: excluded('sittings'),
                firstWatchedAt: sql`coalesce(${videoProgress.firstWatchedAt}, excluded.first_watched_at)`,
                lastWatchedAt: excluded('last_watched_at'),
                creditedUntil: excluded('credited_until'),
                updatedAt: excluded('updated_at'),
              },
            });
        }
        if (days.size > 0) {
          cost.statements += 1;
          cost.rowsWritten += days.size;
          await tx
            .insert(videoWatchDays)
            .values(
              [...days.values()].map(({ userId, videoId, day, s }) => ({
                userId,
                videoId,
                day,
                watchedSeconds: s,
              })),
            )
            .onConflictDoUpdate({
              target: [videoWatchDays.userId, videoWatchDays.day, videoWatchDays.videoId],
              set: {
                watchedSeconds: sql`${videoWatchDays.watchedSeconds} + excluded.watched_seconds`,
              },
            });
        }
        return results;
      });
      return { outcomes, cost };
    },
  };
}
