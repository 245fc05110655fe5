import { examState, type ExamSummary } from '@sabora/contract';

/**
 * What the video page says of a timed exam's window: when it starts, until
 * when it is open, or that it is over. Null for an exam without a window.
 * The phase is the contract's, without grace as on the admin's list; the
 * device's clock is enough for a label (the exam page counts on the server's).
 */
export function examWhen(
  exam: Pick<ExamSummary, 'isTimed' | 'startTime' | 'endTime'>,
  now: number,
): { phase: 'upcoming' | 'open' | 'over'; at: number } | null {
  if (!exam.isTimed || exam.startTime === null || exam.endTime === null) return null;
  const state = examState(exam, false, now, 0);
  if (state === 'earlyExam') return { phase: 'upcoming', at: exam.startTime };
  return { phase: state === 'lateExam' ? 'over' : 'open', at: exam.endTime };
}
