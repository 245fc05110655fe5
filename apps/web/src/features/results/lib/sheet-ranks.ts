import { rankByStanding } from '@sabora/contract';
import type { AdminResultItem } from '@sabora/contract';

export interface RankedResult {
  rank: number;
  result: AdminResultItem;
  /** Score ÷ its own full score, in percent with one decimal. */
  percent: number;
}

/**
 * The sheet's order and ranks (decisions 0160, 0169): the contract's standing
 * rule, the one the API's standing follows — by percent, equal percents
 * sharing a rank (1, 2, 2, 4), earlier submits first within a rank.
 */
export function rankResults(results: readonly AdminResultItem[]): RankedResult[] {
  return rankByStanding(results).map(({ item, rank, percent }) => ({
    result: item,
    rank,
    percent,
  }));
}
