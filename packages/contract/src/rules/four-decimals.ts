/**
 * Scores, averages and shares are kept to four decimals, as the database
 * stores scores (numeric(12, 4)): what is graded, summed and reported agrees
 * with what is stored, to the last digit shown.
 */
export function toFourDecimals(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
