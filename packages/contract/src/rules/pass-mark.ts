import type { ExamStats } from '../results';

/** An Egyptian school passes a student who reaches half the full score. */
export const passPercent = 50;

/**
 * How many results reached the pass mark: the distribution's tenths from 50 %
 * up (each tenth holds from ≤ percent < to), so the figure always agrees with
 * the chart drawn beside it.
 */
export function passedCount(distribution: ExamStats['distribution']): number {
  return distribution
    .filter((tenth) => tenth.from >= passPercent)
    .reduce((sum, tenth) => sum + tenth.count, 0);
}
