import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { repeatingTask } from '../../lib/repeating-task';
import { studentPaper } from '../exams/exam-dto';
import { gradeDraft } from './exam-grading';
import type { SubmissionsRepository } from './submissions.repository';

export interface DraftSweeperOptions {
  submissions: SubmissionsRepository;
  clock: Clock;
  graceMs: number;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  intervalMs?: number;
}

export type DraftSweeper = ReturnType<typeof createDraftSweeper>;

/**
 * "No lost answers": once a student's own window of a timed exam (the
 * exam's, or the one the teacher gave them) has passed its end plus grace,
 * their saved draft without a result is graded as submitted at that end.
 * Every API process runs one; the database decides who grades what (see
 * `closeDrafts`), so several processes, crashes and restarts are all safe.
 */
export function createDraftSweeper(options: DraftSweeperOptions) {
  const { submissions, clock, graceMs, log, intervalMs = 5000 } = options;

  /** Grades what is due now; answers how many results it created. */
  async function sweep(): Promise<number> {
    const closedBy = new Date(clock.now() - graceMs);
    let created = 0;
    for (const examId of await submissions.closedExamsWithDrafts(closedBy)) {
      try {
        created += await submissions.closeDrafts(examId, closedBy, (exam, stored, drafts) =>
          drafts.map((draft) => ({
            userId: draft.userId,
            // Against their own paper: a drawn-out question never counts in their total.
            graded: gradeDraft(studentPaper(exam, stored, draft.userId), draft.selections),
          })),
        );
      } catch (error) {
        // Rolled back: the drafts stay and the next sweep retries; other exams go on.
        log.error({ err: error, examId }, 'grading the drafts of a closed exam failed');
      }
    }
    if (created > 0) log.info({ created }, 'graded the drafts of closed exams');
    return created;
  }

  const task = repeatingTask(sweep, intervalMs, (error) =>
    log.error({ err: error }, 'the draft sweep failed'),
  );

  return {
    sweep,
    /** Sweeps now and then every `intervalMs`. */
    start: task.start,
    /** Stops the timer and waits for a sweep under way, before the database closes. */
    stop: task.stop,
  };
}
