import { isDatabaseUnavailable } from '../../lib/database-errors';
import type { SavedSubmission, Submission, SubmissionsRepository } from './submissions.repository';

/**
 * Submits stored by one statement at most: at an exam's close a burst of 100
 * then costs two commits instead of 100, and the statement (4,000 answers of
 * 40 questions) stays far from any size limit.
 */
export const maxBatchSize = 50;
/**
 * Batches running at once. Measured on the close storm (PostgreSQL, two
 * cores): one at a time costs the least CPU per submit, as batches grow while
 * one is in flight and no two share the exam row's lock; two or four cost more.
 */
export const maxBatchesInFlight = 1;

export interface SubmitBatcherStats {
  /** Statements that stored a batch (fallbacks not counted). */
  batches: number;
  /** Submissions stored through those statements or their fallbacks. */
  submissions: number;
  largestBatch: number;
  /** Batches whose statement failed and whose submissions were retried one by one. */
  fallbacks: number;
}

interface Waiting {
  submission: Submission;
  resolve(saved: SavedSubmission): void;
  reject(error: unknown): void;
}

export type SubmitBatcher = ReturnType<typeof createSubmitBatcher>;

/**
 * Group commit for exam submits. A submit goes out as soon as nothing is in
 * flight (with those that came in the same turn of the event loop); while a
 * batch is in flight newcomers wait, first come first served, and go together
 * in the next one. Every submit answers only once its own statement committed.
 */
export function createSubmitBatcher(
  submissions: Pick<SubmissionsRepository, 'submitAll'>,
  limits: { batchSize: number; inFlight: number } = {
    batchSize: maxBatchSize,
    inFlight: maxBatchesInFlight,
  },
) {
  const queue: Waiting[] = [];
  const stats: SubmitBatcherStats = { batches: 0, submissions: 0, largestBatch: 0, fallbacks: 0 };
  let inFlight = 0;
  let dispatchScheduled = false;

  /**
   * A failure that may belong to one submission (a student deleted since the
   * check, a question the admin removed meanwhile) must not fail the others, so
   * they are retried alone. A database that cannot be reached fails them all
   * at once instead of each waiting out its own connection timeout.
   */
  async function oneByOne(batch: readonly Waiting[]): Promise<void> {
    stats.fallbacks += 1;
    for (const [index, waiting] of batch.entries()) {
      try {
        const [saved] = await submissions.submitAll([waiting.submission]);
        stats.submissions += 1;
        waiting.resolve(saved!);
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
    let saved: SavedSubmission[];
    try {
      saved = await submissions.submitAll(batch.map((waiting) => waiting.submission));
    } catch (error) {
      if (isDatabaseUnavailable(error) || batch.length === 1) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      await oneByOne(batch);
      return;
    }
    stats.batches += 1;
    stats.submissions += batch.length;
    stats.largestBatch = Math.max(stats.largestBatch, batch.length);
    for (const [index, waiting] of batch.entries()) waiting.resolve(saved[index]!);
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

  /**
   * A submit finding nothing in flight goes at the end of this turn of the
   * event loop, which costs no waiting: the submits that reach this point in
   * the same turn go with it. With the embedded database that is what batches
   * at all, since its queries run one after another within a single turn.
   */
  function scheduleDispatch(): void {
    if (dispatchScheduled) return;
    dispatchScheduled = true;
    setImmediate(() => {
      dispatchScheduled = false;
      dispatch();
    });
  }

  return {
    /** Stores the submission; answers its result (or the one that beat it) once committed. */
    submit(submission: Submission): Promise<SavedSubmission> {
      return new Promise((resolve, reject) => {
        queue.push({ submission, resolve, reject });
        scheduleDispatch();
      });
    },

    stats(): SubmitBatcherStats {
      return { ...stats };
    },
  };
}
