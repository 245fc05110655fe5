import { describe, expect, it } from 'vitest';
import { formatPercent, formatScore, scoreText } from './format-score';

describe('formatScore', () => {
  it.each([
    [0.4999, '0.4999'],
    [49.9999, '49.9999'],
    [2.5, '2.5'],
    [3, '3'],
    [0, '0'],
    [3.3333, '3.3333'],
    [0.1 + 0.2, '0.3'],
    [1.23456, '1.2345'],
    [120.05, '120.05'],
  ])('writes %s as %s', (score, shown) => {
    expect(formatScore(score)).toBe(shown);
  });

  // An outsider's walk: 0.4999 of 1 read "0.5 / 1", the pass mark, on the results list.
  it('never shows a score below the pass mark as the pass mark', () => {
    expect(scoreText(0.4999, 1)).toBe('0.4999 / 1');
  });
});

describe('formatPercent', () => {
  it.each([
    [49.99, '49.9'],
    [64.2857, '64.2'],
    [67.69, '67.6'],
    [(0.57 / 1) * 100, '57'],
    [((0.1 + 0.2) / 1) * 100, '30'],
    [100, '100'],
    [0, '0'],
  ])('writes %s as %s', (percent, shown) => {
    expect(formatPercent(percent)).toBe(shown);
  });
});
