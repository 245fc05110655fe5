import type { ExamSummary } from '@sabora/contract';

/**
 * What the video page says of a timed exam's window: when it starts, until
 * when it is open, or that it is over. Null for an exam without a window.
 * The device's clock is enough for a label; the exam page itself counts down
 * on the server's.
 */
export function examWhen(
  exam: Pick<ExamSummary, 'isTimed' | 'startTime' | 'endTime'>,
  now: number,
): { phase: 'upcoming' | 'open' | 'over'; at: number } | null {
  if (!exam.isTimed || exam.startTime === null || exam.endTime === null) return null;
  if (now < exam.startTime) return { phase: 'upcoming', at: exam.startTime };
  if (now < exam.endTime) return { phase: 'open', at: exam.endTime };
  return { phase: 'over', at: exam.endTime };
}
