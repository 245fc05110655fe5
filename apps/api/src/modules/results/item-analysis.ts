import type { QuestionFigures, SelectionFigures } from './exam-stats.repository';

/** An option's picks: by every result, by the strongest and by the weakest. */
export interface OptionPicks {
  picks: number;
  topPicks: number;
  bottomPicks: number;
}

/** Each option's picks (keyed question, NUL, option), summed from the combinations chosen. */
export function optionPicks(selections: readonly SelectionFigures[]): Map<string, OptionPicks> {
  const byOption = new Map<string, OptionPicks>();
  for (const { questionId, selected, picks, topPicks, bottomPicks } of selections) {
    for (const option of selected) {
      const key = `${questionId}\u0000${option}`;
      const sum = byOption.get(key) ?? { picks: 0, topPicks: 0, bottomPicks: 0 };
      byOption.set(key, {
        picks: sum.picks + picks,
        topPicks: sum.topPicks + topPicks,
        bottomPicks: sum.bottomPicks + bottomPicks,
      });
    }
  }
  return byOption;
}

/**
 * KR-20 or Cronbach's alpha, k/(k−1)·(1 − Σ item variances ÷ total variance):
 * with every mark 0 or full an item's variance is its p·q, so the one formula
 * is KR-20 there and alpha elsewhere (decision 0159). Null unless every result
 * answered every question (a draw or a question added after some results),
 * with fewer than two results or questions, or when the totals do not spread.
 */
export function reliability(
  results: number,
  items: readonly QuestionFigures[],
  totalsVariance: number | null,
): number | null {
  const k = items.length;
  if (results < 2 || k < 2) return null;
  if (items.some((item) => item.answered !== results)) return null;
  if (totalsVariance === null || totalsVariance <= 0) return null;
  const itemVariance = items.reduce((sum, item) => sum + item.variance, 0);
  return (k / (k - 1)) * (1 - itemVariance / totalsVariance);
}

/**
 * A wrong option misleads when the strongest 27% pick it more often than the
 * weakest 27% (each as a share of those given the question): it draws the
 * students who know the material, so its wording or the key needs a look.
 */
export function misleads(question: QuestionFigures, option: OptionPicks | undefined): boolean {
  if (!option || question.topAnswered === 0 || question.bottomAnswered === 0) return false;
  return option.topPicks / question.topAnswered > option.bottomPicks / question.bottomAnswered;
}
