import { billMethodLabels, type Analytics } from '@sabora/contract';
import { operationsMessages } from '@/i18n/operations-messages';

const copy = operationsMessages.ops.analytics;

export interface RevenueBar {
  name: string;
  amount: number;
  count: number;
}

/**
 * The chart of how the range's money was paid: each bill method, then the
 * codes redeemed, so the bars add up to the revenue shown above them.
 */
export function revenueBars(revenue: Analytics['revenue']): RevenueBar[] {
  const { codes } = revenue.sources;
  return [
    ...revenue.byMethod.map((row) => ({
      name: billMethodLabels[row.method],
      amount: row.amount,
      count: row.count,
    })),
    ...(codes.count > 0 ? [{ name: copy.codes, ...codes }] : []),
  ];
}
