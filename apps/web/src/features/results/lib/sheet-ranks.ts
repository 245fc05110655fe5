import type { AdminResultItem } from '@sabora/contract';

export interface RankedResult {
  rank: number;
  result: AdminResultItem;
  /** Score ÷ its own full score, in percent with one decimal. */
  percent: number;
}

const percentOf = (result: AdminResultItem) =>
  result.totalScore > 0 ? Math.round((result.score / result.totalScore) * 1000) / 10 : 0;

/**
 * The sheet's order and ranks (decision 0160): by percent, as the student's
 * own standing counts it, equal percents sharing a rank (1, 2, 2, 4); within a
 * rank the results list's order (who submitted first) is kept.
 */
export function rankResults(results: readonly AdminResultItem[]): RankedResult[] {
  const sorted = results
    .map((result, index) => ({ result, index, percent: percentOf(result) }))
    .sort((a, b) => b.percent - a.percent || a.index - b.index);
  return sorted.map((entry, position) => {
    const first = sorted.findIndex((other) => other.percent === entry.percent);
    return {
      rank: first === position ? position + 1 : first + 1,
      result: entry.result,
      percent: entry.percent,
    };
  });
}
