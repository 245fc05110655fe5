import { cutPercent } from '@sabora/contract';
import { examMessages } from '@/i18n/exam-messages';

// Apart from the result view, so a list of scores does not load the exam's chunk with it.

/**
 * A score as stored (four decimals), cut there rather than rounded, with
 * trailing zeros dropped: 2.5, 3, 0.4999. Rounding to two decimals showed a
 * just-failing 0.4999 of 1 as the pass mark "0.5". Latin digits, as every
 * figure on the admin screens.
 */
export function formatScore(score: number): string {
  // Six places first, so binary noise (0.3 is held as 0.29999…) is not cut into 0.2999.
  const [whole = '0', fraction = ''] = score.toFixed(6).split('.');
  const kept = fraction.slice(0, 4).replace(/0+$/, '');
  return kept === '' ? whole : `${whole}.${kept}`;
}

/**
 * A percent of scores (a result's, a class average, a share) as every screen
 * and sheet shows it: the contract's cut to one decimal, so 49.99 reads 49.9
 * and never the pass mark; without the sign, which each place writes its way.
 */
export function formatPercent(percent: number): string {
  return formatScore(cutPercent(percent));
}

export function scoreText(score: number, total: number): string {
  return examMessages.results.total(formatScore(score), formatScore(total));
}
