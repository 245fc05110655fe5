import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [0, '0 جنيه'],
    [150, '150 جنيه'],
    [1250.5, '1,250.50 جنيه'],
    [0.05, '0.05 جنيه'],
    [-40, '40 جنيه'],
    [1_000_000, '1,000,000 جنيه'],
  ])('%s → %s', (pounds, written) => {
    expect(formatMoney(pounds)).toBe(written);
  });

  it('signs a ledger line with a plus or a true minus', () => {
    expect(formatSignedMoney(100)).toBe('\u2066+100\u2069 جنيه');
    expect(formatSignedMoney(-99.99)).toBe('\u2066\u221299.99\u2069 جنيه');
  });
});
