import { examMessages } from '@/i18n/exam-messages';

// Apart from the result view, so a list of scores does not load the exam's chunk with it.

/** Two decimals at most: 2.5, 3.33. */
export const formatScore = (score: number) => String(Math.round(score * 100) / 100);

export function scoreText(score: number, total: number): string {
  return examMessages.results.total(Number(formatScore(score)), Number(formatScore(total)));
}
