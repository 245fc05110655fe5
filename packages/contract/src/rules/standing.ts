/**
 * Where results stand among their exam's (decisions 0162 and 0169): the API's
 * SQL standing and every browser list that prints a rank follow this one rule.
 * By percent (score ÷ its own full score, so a draw's differing totals compare
 * fairly), rounded to ten places so 1/3 and 2/6 tie; equal ratios share a rank
 * (1, 2, 2, 4) — a rank is one more than the results strictly better; within a
 * tie, earlier submits first, then the order given.
 */

export interface Standable {
  score: number;
  totalScore: number;
  submittedAt: number;
}

export interface Ranked<T> {
  item: T;
  /** 1 for the best; ties share the better rank. */
  rank: number;
  /** Score ÷ full score in percent, one decimal, for display only (ties use the ratio). */
  percent: number;
}

/** Score ÷ full score rounded to ten places, as the API's SQL rounds it; 0 when the full score is 0. */
export function standingRatio({ score, totalScore }: Pick<Standable, 'score' | 'totalScore'>) {
  if (totalScore <= 0) return 0;
  return Math.round((score / totalScore) * 1e10) / 1e10;
}

/** Percent with one decimal, for showing a result's place on a list. */
export function standingPercent(result: Pick<Standable, 'score' | 'totalScore'>): number {
  return result.totalScore > 0 ? Math.round((result.score / result.totalScore) * 1000) / 10 : 0;
}

/** The results best first, each with its rank. */
export function rankByStanding<T extends Standable>(results: readonly T[]): Ranked<T>[] {
  const sorted = results
    .map((item, index) => ({ item, index, ratio: standingRatio(item) }))
    .sort(
      (a, b) => b.ratio - a.ratio || a.item.submittedAt - b.item.submittedAt || a.index - b.index,
    );
  let rank = 0;
  return sorted.map((entry, position) => {
    const previous = sorted[position - 1];
    if (!previous || previous.ratio !== entry.ratio) rank = position + 1;
    return { item: entry.item, rank, percent: standingPercent(entry.item) };
  });
}
