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
  /** Score ÷ full score in percent, cut to one decimal, for display only (ties use the ratio). */
  percent: number;
}

/** Score ÷ full score rounded to ten places, as the API's SQL rounds it; 0 when the full score is 0. */
export function standingRatio({ score, totalScore }: Pick<Standable, 'score' | 'totalScore'>) {
  if (totalScore <= 0) return 0;
  return Math.round((score / totalScore) * 1e10) / 1e10;
}

/**
 * A percent of a score as every screen and sheet shows it: cut (toward zero)
 * to one decimal, never rounded, as scores are cut (the web's formatScore) —
 * rounding showed 0.4999 of 1 as "50%", the pass mark it did not reach. Eight
 * places first, so binary noise (70 held as 69.99999999999999) is not cut to 69.9.
 */
export function cutPercent(percent: number): number {
  return Math.trunc(Math.round(percent * 1e8) / 1e7) / 10;
}

/** Percent cut to one decimal, for showing a result's place on a list. */
export function standingPercent(result: Pick<Standable, 'score' | 'totalScore'>): number {
  return result.totalScore > 0 ? cutPercent((result.score / result.totalScore) * 100) : 0;
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
