import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWatchState, type Heartbeat } from '@sabora/contract';
import { openDatabase } from '../../db/client';
import { videoProgress, videoWatchDays } from '../../db/schema/index';
import { insertVideo } from '../../../test/support/catalogue-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { insertStudent } from '../../../test/support/student-fixtures';
import { createHeartbeatBatcher } from './heartbeat-batcher';
import {
  createWatchingRepository,
  type BeatOutcome,
  type QueuedBeat,
  type WatchingRepository,
} from './watching.repository';

describe('the heartbeat batcher', () => {
  const saved = (): BeatOutcome => ({ kind: 'saved', state: emptyWatchState });
  const queued = (userId: string): QueuedBeat => ({
    userId,
    videoId: 'v',
    maxViews: null,
    beat: { sitting: 's', position: 0, duration: 0, played: [], watched: 0, at: 0 },
  });

  it('sends the beats of one turn together and those arriving meanwhile in the next batch', async () => {
    const sizes: number[] = [];
    const repo: Pick<WatchingRepository, 'applyBatch'> = {
      async applyBatch(beats) {
        sizes.push(beats.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { outcomes: beats.map(saved), cost: { statements: 3, rowsWritten: beats.length } };
      },
    };
    const batcher = createHeartbeatBatcher(repo);
    const first = Array.from({ length: 5 }, (_, i) => batcher.beat(queued(`a${i}`)));
    await new Promise((resolve) => setImmediate(resolve));
    const second = Array.from({ length: 7 }, (_, i) => batcher.beat(queued(`b${i}`)));
    await Promise.all([...first, ...second]);
    expect(sizes).toEqual([5, 7]);
    expect(batcher.stats()).toEqual({
      batches: 2,
      beats: 12,
      largestBatch: 7,
      fallbacks: 0,
      statements: 6,
      rowsWritten: 12,
    });
  });

  it('retries the beats of a failed batch one by one, failing only the bad one', async () => {
    const repo: Pick<WatchingRepository, 'applyBatch'> = {
      async applyBatch(beats) {
        if (beats.some((queuedBeat) => queuedBeat.userId === 'bad')) throw new Error('gone');
        return { outcomes: beats.map(saved), cost: { statements: 3, rowsWritten: 1 } };
      },
    };
    const batcher = createHeartbeatBatcher(repo);
    const answers = await Promise.allSettled(
      ['a', 'bad', 'c'].map((id) => batcher.beat(queued(id))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(batcher.stats()).toMatchObject({ batches: 0, fallbacks: 1, beats: 2 });
  });
});

describe('two API processes on one database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx?.close());

  it('loses no beat and counts no view twice when both write the same rows at once', async () => {
    const students = await Promise.all(Array.from({ length: 4 }, () => insertStudent(ctx)));
    const lessons = await Promise.all([insertVideo(ctx), insertVideo(ctx)]);
    // On PostgreSQL the second process is another connection pool; PGlite has one connection.
    const second = ctx.target.kind === 'postgres' ? openDatabase(ctx.target) : undefined;
    try {
      const processes = [ctx.db, second?.db ?? ctx.db].map((db) =>
        createHeartbeatBatcher(createWatchingRepository(db), { batchSize: 7, inFlight: 2 }),
      );
      const sittings = [randomUUID(), randomUUID(), randomUUID()];
      const start = ctx.clock.now();
      const answers: Promise<BeatOutcome>[] = [];
      for (let round = 1; round <= 30; round += 1) {
        const at = start + round * 20_000;
        for (const student of students) {
          for (const lesson of lessons) {
            for (const [index, sitting] of sittings.entries()) {
              const beat: Heartbeat = {
                sitting,
                position: round * 20,
                duration: 600,
                played: [[(round - 1) * 20, round * 20]],
                watched: 20,
                at,
              };
              const process = processes[(round + index) % 2]!;
              answers.push(
                process.beat({ userId: student.id, videoId: lesson.id, maxViews: 1, beat }),
              );
            }
          }
        }
        if (round % 5 === 0) await Promise.all(answers);
      }
      const outcomes = await Promise.all(answers);
      expect(outcomes).toHaveLength(30 * 4 * 2 * 3);

      const rows = await ctx.db.select().from(videoProgress);
      const days = await ctx.db.select().from(videoWatchDays);
      expect(rows).toHaveLength(8);
      for (const row of rows) {
        // 600 s of wall time (plus at most 60 s of backlog), one view at most.
        expect(row.watchedSeconds).toBeLessThanOrEqual(600 + 60);
        expect(row.views).toBe(1);
        // An overwritten row would fall behind the additive day totals.
        const credited = days
          .filter((day) => day.userId === row.userId && day.videoId === row.videoId)
          .reduce((sum, day) => sum + day.watchedSeconds, 0);
        expect(credited).toBe(row.watchedSeconds);
      }
      const stats = processes.map((process) => process.stats());
      expect(stats.reduce((sum, s) => sum + s.beats, 0)).toBe(outcomes.length);
    } finally {
      await second?.close();
    }
  });
});
