import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock';
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
 * While an exam's results keep arriving, its figures are recomputed at most
 * this often (decision 0189): a close at hundreds of submissions a second
 * would otherwise recompute them for every admin's call.
 */
export const settlingMs = 3_000;

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
  /** The fingerprint the last call read. */
  seen?: string;
  /** When calls saw the fingerprint move, the last two, oldest first. */
  moves: number[];
}

async function computeFigures(stats: ExamStatsRepository, examId: string) {
  const [summary, totals, tenths, questionFigures, selections, totalsVariance] = await Promise.all([
    stats.summary(examId),
    stats.totals(examId),
    stats.tenths(examId),
    stats.questionFigures(examId),
    stats.selections(examId),
    stats.totalsVariance(examId),
  ]);
  return { summary, totals, tenths, questionFigures, selections, totalsVariance };
}

/**
 * Keeps each exam's figures with the fingerprint of the results they came
 * from (decision 0159): every call reads the fingerprint (one pass over the
 * results, not their forty-times-larger answers) and answers exactly from the
 * kept figures while it is unchanged, in any process, untold of writes.
 *
 * When it changed, the figures are recomputed, one computation per exam shared
 * by every caller, unless results are arriving (two moves of the fingerprint
 * seen within `intervalMs`) and figures at most `intervalMs` old are kept:
 * those are answered as provisional with their time (decision 0189), without
 * reading the fingerprint. A lone write (a deletion, a regrade, one submit) is
 * thus seen at once, and every call `intervalMs` after the last arrival is exact.
 */
export function createExamStatsMemory(
  stats: ExamStatsRepository,
  clock: Clock,
  intervalMs = settlingMs,
) {
  const exams = new LRUCache<string, ExamMemory>({ max: examsKept });

  /** Results are arriving while the last two moves seen both fall within the interval. */
  function arriving(memory: ExamMemory, now: number): boolean {
    return memory.moves.length === 2 && now - memory.moves[0]! < intervalMs;
  }

  /** Notes the fingerprint this call read: a move when it differs from the last call's. */
  function see(memory: ExamMemory, fingerprint: string, now: number): void {
    if (memory.seen !== undefined && memory.seen !== fingerprint) {
      memory.moves = [...memory.moves.slice(-1), now];
    }
    memory.seen = fingerprint;
  }

  /** Figures of this version of the exam younger than the interval, finished or running. */
  function recent(memory: ExamMemory, version: number, now: number) {
    return [memory.done, memory.running].find(
      (kept) => kept?.version === version && now - kept.asOf < intervalMs,
    );
  }

  function start(memory: ExamMemory, examId: string, key: string, version: number, now: number) {
    const computation: Computation = {
      key,
      version,
      asOf: now,
      figures: computeFigures(stats, examId),
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

  return {
    /** `examVersion` changes with every edit of the exam (its questions, a deletion). */
    async of(examId: string, examVersion: number): Promise<FiguresReading> {
      const now = clock.now();
      let memory = exams.get(examId);
      if (!memory) {
        memory = { moves: [] };
        exams.set(examId, memory);
      }
      // While results arrive, young figures answer without even reading the
      // fingerprint: the pass over the results was most of each call's cost.
      const young = arriving(memory, now) ? recent(memory, examVersion, now) : undefined;
      if (young) return { figures: await young.figures, asOf: young.asOf, provisional: true };
      const fingerprint = await stats.resultsFingerprint(examId);
      const key = `${examVersion}:${fingerprint}`;
      see(memory, fingerprint, now);
      const exact = [memory.done, memory.running].find((kept) => kept?.key === key);
      if (exact) return { figures: await exact.figures, asOf: now, provisional: false };
      const kept = arriving(memory, now) ? recent(memory, examVersion, now) : undefined;
      if (kept) return { figures: await kept.figures, asOf: kept.asOf, provisional: true };
      const computed = start(memory, examId, key, examVersion, now);
      return { figures: await computed.figures, asOf: now, provisional: false };
    },
  };
}

export type ExamStatsMemory = ReturnType<typeof createExamStatsMemory>;
