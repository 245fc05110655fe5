import type { Analytics } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { revenueBars } from './revenue-bars';

const revenue = (codes: { amount: number; count: number }): Analytics['revenue'] => {
  const payments = { amount: 250, count: 2 };
  const received = { amount: payments.amount + codes.amount, count: payments.count + codes.count };
  return {
    total: received,
    perDay: [{ day: '2026-11-21', ...received }],
    byMethod: [
      { method: 'cash', amount: 200, count: 1 },
      { method: 'fawry', amount: 50, count: 1 },
    ],
    sources: { codes, payments, received, purchases: { amount: 120, count: 1 } },
  };
};

describe('revenueBars', () => {
  // An outsider's walk: the headline said 6,701 while the bars under it summed to 6,401.
  it('adds the codes redeemed, so the bars sum to the revenue above them', () => {
    const figures = revenue({ amount: 100.5, count: 1 });
    const bars = revenueBars(figures);
    expect(bars.map((bar) => bar.name)).toEqual(['كاش', 'فوري', 'شحن بالأكواد']);
    expect(bars.reduce((sum, bar) => sum + bar.amount, 0)).toBe(figures.total.amount);
    expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(figures.total.count);
  });

  it('draws no codes bar when none was redeemed', () => {
    expect(revenueBars(revenue({ amount: 0, count: 0 })).map((bar) => bar.name)).toEqual([
      'كاش',
      'فوري',
    ]);
  });
});
