import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { repeatingTask } from '../../lib/repeating-task';
import type { ClosedExamsRepository } from './closed-exams.repository';
import { figuresFor, figuresKey } from './exam-stats-memory';
import type { ExamStatsRepository } from './exam-stats.repository';

export interface ClosedFiguresKeeperOptions {
  closed: ClosedExamsRepository;
  stats: ExamStatsRepository;
  clock: Clock;
  graceMs: number;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  intervalMs?: number;
}

export type ClosedFiguresKeeper = ReturnType<typeof createClosedFiguresKeeper>;

// Exams read per look at what is due; a catch-up after an upgrade looks again until none are.
const examsPerLook = 20;

/**
 * Once a timed exam is over for everyone and the draft sweeper has graded
 * what was left, its statistics figures are computed and kept (decision
 * 0230), so the teacher who opens them after the close, and every admin
 * asking with them, reads one row instead of waiting for a pass over every
 * answer. Every API process runs one; a claim in the database decides which
 * process computes an exam's close, so none computes what another did.
 */
export function createClosedFiguresKeeper(options: ClosedFiguresKeeperOptions) {
  const { closed, stats, clock, graceMs, log, intervalMs = 5000 } = options;
  let stopping = false;

  /** Keeps the figures of every exam due now; answers how many this process kept. */
  async function keep(): Promise<number> {
    const closedBy = new Date(clock.now() - graceMs);
    const tried = new Set<string>();
    let kept = 0;
    while (!stopping) {
      const due = (await closed.due(closedBy, examsPerLook)).filter((exam) => !tried.has(exam.id));
      if (due.length === 0) break;
      for (const exam of due) {
        if (stopping) break;
        tried.add(exam.id);
        if (!(await closed.claim(exam.id))) continue;
        try {
          const fingerprint = await stats.resultsFingerprint(exam.id);
          await figuresFor(stats, exam.id, figuresKey(exam.version, fingerprint));
          kept += 1;
        } catch (error) {
          // Claimed all the same: the first admin to ask computes them, as before 0230.
          log.error({ err: error, examId: exam.id }, 'keeping a closed exam’s figures failed');
        }
      }
    }
    if (kept > 0) log.info({ kept }, 'kept the statistics figures of closed exams');
    return kept;
  }

  const task = repeatingTask(keep, intervalMs, (error) =>
    log.error({ err: error }, 'looking for closed exams failed'),
  );

  return {
    keep,
    /** Keeps what is due now and then every `intervalMs`. */
    start: task.start,
    /** Stops after the exam under way, before the database closes. */
    async stop(): Promise<void> {
      stopping = true;
      await task.stop();
    },
  };
}
