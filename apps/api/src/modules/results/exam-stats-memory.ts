import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock';
import { createFreshShare } from '../../lib/fresh-share';
import type { ExamStatsRepository } from './exam-stats.repository';

/** Every figure read from the exam's stored results: all that costs, computed together. */
export type ResultFigures = Awaited<ReturnType<typeof computeFigures>>;

/** Figures with the moment they stand for; `provisional` when results arrived since. */
export interface FiguresReading {
  figures: ResultFigures;
  asOf: number;
  provisional: boolean;
}

/**
 * While an exam's results keep arriving, its figures are refreshed at most
 * this often (decisions 0189, 0226): a close at hundreds of submissions a
 * second would otherwise recompute them for every admin's call.
 */
export const settlingMs = 3_000;

/**
 * Results are arriving while the fingerprint moved twice, each move within
 * this of the one before and the last one within this of now; so a call this
 * long after the last arrival is exact (decision 0226).
 */
export const quietMs = quietAfter(settlingMs);

/** How long without a move ends the arrivals, for figures refreshed every `intervalMs`. */
function quietAfter(intervalMs: number): number {
  return 2 * intervalMs;
}

/** Figures older than this are never answered: a call waits for newer ones instead. */
export const oldestMs = 10_000;

// Enough for the exams a teacher and assistants look at in a day.
const examsKept = 50;

interface Computation {
  /** The exam's version and the results' fingerprint it was started at. */
  key: string;
  version: number;
  /** When its fingerprint was read: the figures hold at least every result stored by then. */
  asOf: number;
  figures: Promise<ResultFigures>;
}

interface ExamMemory {
  done?: Computation;
  running?: Computation;
  /** A refresh begun by a call that did not wait for it, until it ends. */
  refreshing?: Promise<void>;
  /** The fingerprint last read. */
  seen?: string;
  /** When the fingerprint was seen to move, the last two, oldest first. */
  moves: number[];
}

async function computeFigures(stats: ExamStatsRepository, examId: string) {
  const [summary, totals, tenths, answers, totalsVariance] = await Promise.all([
    stats.summary(examId),
    stats.totals(examId),
    stats.tenths(examId),
    stats.answerFigures(examId),
    stats.totalsVariance(examId),
  ]);
  return { summary, totals, tenths, ...answers, totalsVariance };
}

/** What figures are kept at: the exam's version and its results' fingerprint (decision 0159). */
export function figuresKey(version: number, fingerprint: string): string {
  return `${version}:${fingerprint}`;
}

/**
 * Figures for the key: those another process (or this one before a restart)
 * kept for it, else computed and kept for the others (decision 0227). Keeping
 * them is best effort: a failed write leaves this reading as it is.
 */
export async function figuresFor(
  stats: ExamStatsRepository,
  examId: string,
  key: string,
): Promise<ResultFigures> {
  const kept = await stats.keptFigures(examId, key);
  if (kept) return kept as ResultFigures;
  const figures = await computeFigures(stats, examId);
  await stats.keepFigures(examId, key, figures).catch(() => undefined);
  return figures;
}

/**
 * Keeps each exam's figures with the fingerprint of the results they came
 * from (decision 0159): a call reads the fingerprint (one pass over the
 * results, not their forty-times-larger answers) and answers exactly from the
 * kept figures while it is unchanged, in any process, untold of writes.
 *
 * When it changed, the figures are recomputed, one computation per exam shared
 * by every caller, unless results are arriving (`quietMs`). Then the last
 * figures answer at once, marked provisional with their time (decision 0189),
 * and once they are `intervalMs` old a call starts the next reading in the
 * background instead of waiting for it (decision 0226): only the first call of
 * a close, or one finding figures older than `oldestMs`, waits. A refresh that
 * finds nothing new ends the arrivals, so calls are exact again.
 */
export function createExamStatsMemory(
  stats: ExamStatsRepository,
  clock: Clock,
  intervalMs = settlingMs,
) {
  const exams = new LRUCache<string, ExamMemory>({ max: examsKept });
  const quietAfterMs = quietAfter(intervalMs);
  // The fingerprint is a pass over the exam's results, most of a quiet call's
  // cost; admins asking together share one begun after each asked, so each
  // still sees every result stored before its call (decision 0244).
  const fingerprintOf = createFreshShare((examId) => stats.resultsFingerprint(examId));

  function arriving(memory: ExamMemory, now: number): boolean {
    const [before, last] = memory.moves;
    return (
      before !== undefined &&
      last !== undefined &&
      last - before < quietAfterMs &&
      now - last < quietAfterMs
    );
  }

  /** Notes a fingerprint read: a move when it differs from the last one read. */
  function see(memory: ExamMemory, fingerprint: string, now: number): boolean {
    const moved = memory.seen !== undefined && memory.seen !== fingerprint;
    if (moved) memory.moves = [...memory.moves.slice(-1), now];
    memory.seen = fingerprint;
    return moved;
  }

  function start(memory: ExamMemory, examId: string, key: string, version: number, now: number) {
    const computation: Computation = {
      key,
      version,
      asOf: now,
      figures: figuresFor(stats, examId, key),
    };
    memory.running = computation;
    computation.figures.then(
      () => {
        if (!memory.done || memory.done.asOf <= computation.asOf) memory.done = computation;
        if (memory.running === computation) memory.running = undefined;
      },
      // A failed read is never kept; its callers get the error.
      () => {
        if (memory.running === computation) memory.running = undefined;
      },
    );
    return computation;
  }

  /** Reads the fingerprint and, if it moved, the figures, with no caller waiting. */
  function refresh(memory: ExamMemory, examId: string, version: number, now: number) {
    memory.refreshing = (async () => {
      const fingerprint = await fingerprintOf(examId);
      const key = figuresKey(version, fingerprint);
      if (!see(memory, fingerprint, now)) memory.moves = [];
      const done = memory.done;
      if (done?.key === key) memory.done = { ...done, asOf: Math.max(done.asOf, now) };
      else if (memory.running?.key !== key) await start(memory, examId, key, version, now).figures;
    })()
      // A failed refresh leaves the figures as they were; the next call tries again.
      .catch(() => undefined)
      .finally(() => {
        memory.refreshing = undefined;
      });
  }

  /** While results arrive: the last figures of this version, refreshed once they are due. */
  function provisional(memory: ExamMemory, examId: string, version: number, now: number) {
    const { done, running } = memory;
    if (done?.version === version && now - done.asOf < oldestMs) {
      if (now - done.asOf >= intervalMs && !running && !memory.refreshing) {
        refresh(memory, examId, version, now);
      }
      return done;
    }
    return running?.version === version && now - running.asOf < oldestMs ? running : undefined;
  }

  async function answer(kept: Computation): Promise<FiguresReading> {
    return { figures: await kept.figures, asOf: kept.asOf, provisional: true };
  }

  return {
    /** `examVersion` changes with every edit of the exam (its questions, a deletion). */
    async of(examId: string, examVersion: number): Promise<FiguresReading> {
      const now = clock.now();
      let memory = exams.get(examId);
      if (!memory) {
        memory = { moves: [] };
        exams.set(examId, memory);
      }
      // While results arrive, kept figures answer without even reading the
      // fingerprint: the pass over the results was most of each call's cost.
      const young = arriving(memory, now) && provisional(memory, examId, examVersion, now);
      if (young) return answer(young);
      const fingerprint = await fingerprintOf(examId);
      const key = figuresKey(examVersion, fingerprint);
      see(memory, fingerprint, now);
      const exact = [memory.done, memory.running].find((kept) => kept?.key === key);
      if (exact) return { figures: await exact.figures, asOf: now, provisional: false };
      const kept = arriving(memory, now) && provisional(memory, examId, examVersion, now);
      if (kept) return answer(kept);
      const computed = start(memory, examId, key, examVersion, now);
      return { figures: await computed.figures, asOf: now, provisional: false };
    },

    /** Resolves once the exam's background refresh, if one is running, has ended. */
    async settled(examId: string): Promise<void> {
      await exams.get(examId)?.refreshing;
    },
  };
}

export type ExamStatsMemory = ReturnType<typeof createExamStatsMemory>;
