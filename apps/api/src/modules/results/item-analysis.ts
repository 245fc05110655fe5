import type { OptionFigures, QuestionFigures } from './exam-stats.repository';

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
  totals: { variance: number | null; results: number },
): number | null {
  const k = items.length;
  if (results < 2 || k < 2 || totals.results !== results) return null;
  if (items.some((item) => item.answered !== results)) return null;
  if (totals.variance === null || totals.variance <= 0) return null;
  const itemVariance = items.reduce((sum, item) => sum + item.variance, 0);
  return (k / (k - 1)) * (1 - itemVariance / totals.variance);
}

/**
 * A wrong option misleads when the strongest 27% pick it more often than the
 * weakest 27% (each as a share of those given the question): it draws the
 * students who know the material, so its wording or the key needs a look.
 */
export function misleads(question: QuestionFigures, option: OptionFigures | undefined): boolean {
  if (!option || question.topAnswered === 0 || question.bottomAnswered === 0) return false;
  return option.topPicks / question.topAnswered > option.bottomPicks / question.bottomAnswered;
}
