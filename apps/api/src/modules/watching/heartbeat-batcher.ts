import { isDatabaseUnavailable } from '../../lib/database-errors';
import type { BatchCost, BeatOutcome, QueuedBeat, WatchingRepository } from './watching.repository';

/**
 * Beats folded by one transaction at most (decision 0168): ~500 beats a second
 * at peak then cost a few commits a second, and the statements stay small.
 */
export const maxBatchSize = 200;
/**
 * Batches running at once. One keeps the locks of a batch from waiting on its
 * own neighbour and lets the queue grow into the next batch while one is in
 * flight, as the submit batcher does (decision 0168).
 */
export const maxBatchesInFlight = 1;

export interface HeartbeatBatcherStats {
  /** Transactions that stored a batch (fallbacks not counted). */
  batches: number;
  /** Beats answered through those batches or their fallbacks. */
  beats: number;
  largestBatch: number;
  /** Batches whose transaction failed and whose beats were retried one by one. */
  fallbacks: number;
  /** Statements inside the batches' transactions (begin and commit not counted). */
  statements: number;
  /** Rows written: progress rows plus watch-day rows. */
  rowsWritten: number;
}

interface Waiting {
  beat: QueuedBeat;
  resolve(outcome: BeatOutcome): void;
  reject(error: unknown): void;
}

export type HeartbeatBatcher = ReturnType<typeof createHeartbeatBatcher>;

/**
 * Group commit for heartbeats, the shape of the exam submit batcher: a beat
 * goes out as soon as nothing is in flight (with those that came in the same
 * turn of the event loop); while a batch is in flight newcomers wait, first
 * come first served, and go together in the next one. Each beat answers its
 * own state once its batch committed.
 */
export function createHeartbeatBatcher(
  watching: Pick<WatchingRepository, 'applyBatch'>,
  limits: { batchSize: number; inFlight: number } = {
    batchSize: maxBatchSize,
    inFlight: maxBatchesInFlight,
  },
) {
  const queue: Waiting[] = [];
  const stats: HeartbeatBatcherStats = {
    batches: 0,
    beats: 0,
    largestBatch: 0,
    fallbacks: 0,
    statements: 0,
    rowsWritten: 0,
  };
  let inFlight = 0;
  let dispatchScheduled = false;

  const count = (cost: BatchCost) => {
    stats.statements += cost.statements;
    stats.rowsWritten += cost.rowsWritten;
  };

  /**
   * A failure that may belong to one beat (a video deleted since the catalogue
   * was read, a deadlock with another process) must not fail the others, so
   * they are retried alone. An unreachable database fails them all at once.
   */
  async function oneByOne(batch: readonly Waiting[]): Promise<void> {
    stats.fallbacks += 1;
    for (const [index, waiting] of batch.entries()) {
      try {
        const { outcomes, cost } = await watching.applyBatch([waiting.beat]);
        count(cost);
        stats.beats += 1;
        waiting.resolve(outcomes[0]!);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          waiting.reject(error);
          continue;
        }
        for (const rest of batch.slice(index)) rest.reject(error);
        return;
      }
    }
  }

  async function store(batch: readonly Waiting[]): Promise<void> {
    let outcomes: BeatOutcome[];
    try {
      const stored = await watching.applyBatch(batch.map((waiting) => waiting.beat));
      outcomes = stored.outcomes;
      count(stored.cost);
    } catch (error) {
      if (isDatabaseUnavailable(error) || batch.length === 1) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      await oneByOne(batch);
      return;
    }
    stats.batches += 1;
    stats.beats += batch.length;
    stats.largestBatch = Math.max(stats.largestBatch, batch.length);
    for (const [index, waiting] of batch.entries()) waiting.resolve(outcomes[index]!);
  }

  function dispatch(): void {
    while (inFlight < limits.inFlight && queue.length > 0) {
      const batch = queue.splice(0, limits.batchSize);
      inFlight += 1;
      void store(batch).finally(() => {
        inFlight -= 1;
        dispatch();
      });
    }
  }

  function scheduleDispatch(): void {
    if (dispatchScheduled) return;
    dispatchScheduled = true;
    setImmediate(() => {
      dispatchScheduled = false;
      dispatch();
    });
  }

  return {
    /** Folds the beat into the student's progress; answers once its batch committed. */
    beat(beat: QueuedBeat): Promise<BeatOutcome> {
      return new Promise((resolve, reject) => {
        queue.push({ beat, resolve, reject });
        scheduleDispatch();
      });
    },

    stats(): HeartbeatBatcherStats {
      return { ...stats };
    },
  };
}
