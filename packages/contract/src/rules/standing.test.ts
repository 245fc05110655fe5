import { describe, expect, it } from 'vitest';
import { cutPercent, rankByStanding, standingPercent, standingRatio } from './standing';

const r = (id: string, score: number, totalScore = 10, submittedAt = 0) => ({
  id,
  score,
  totalScore,
  submittedAt,
});

describe('rankByStanding', () => {
  it.each([
    ['one result', [r('a', 5)], [['a', 1]]],
    ['no results', [], []],
    [
      'ties share the better rank and the next rank skips (1, 2, 2, 4)',
      [r('a', 9), r('b', 8), r('c', 8), r('d', 5)],
      [
        ['a', 1],
        ['b', 2],
        ['c', 2],
        ['d', 4],
      ],
    ],
    [
      'everyone tied',
      [r('a', 7), r('b', 7), r('c', 7)],
      [
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ],
    ],
    [
      'percent, not raw score, decides across different full scores',
      [r('old', 9, 12), r('new', 8, 10)],
      [
        ['new', 1],
        ['old', 2],
      ],
    ],
    [
      '1/3 and 2/6 tie whatever the last digit of the division',
      [r('a', 1, 3), r('b', 2, 6), r('c', 0, 6)],
      [
        ['a', 1],
        ['b', 1],
        ['c', 3],
      ],
    ],
    [
      'percents equal to one decimal but not equal do not tie (as in SQL)',
      [r('a', 8001, 10_000), r('b', 8004, 10_000)],
      [
        ['b', 1],
        ['a', 2],
      ],
    ],
    [
      'within a tie the earlier submit comes first',
      [r('late', 6, 10, 200), r('early', 6, 10, 100)],
      [
        ['early', 1],
        ['late', 1],
      ],
    ],
    [
      'within a tie at the same moment the given order is kept',
      [r('x', 6), r('y', 6)],
      [
        ['x', 1],
        ['y', 1],
      ],
    ],
    [
      'a zero full score ranks as zero percent, not a division by zero',
      [r('z', 0, 0), r('a', 1)],
      [
        ['a', 1],
        ['z', 2],
      ],
    ],
  ] as const)('%s', (_name, input, expected) => {
    const ranked = rankByStanding(input);
    expect(ranked.map((entry) => [entry.item.id, entry.rank])).toEqual(expected);
  });

  it('shows percents cut to one decimal', () => {
    expect(rankByStanding([r('a', 2, 3)])[0]?.percent).toBe(66.6);
    expect(standingRatio({ score: 2, totalScore: 3 })).toBe(0.6666666667);
  });
});

describe('standingPercent', () => {
  it.each([
    ['a score just below the pass mark stays below it', 0.4999, 1, 49.9],
    ['99.9999 of 200 is not rounded up to 50', 99.9999, 200, 49.9],
    ['0.7 of 1 stays 70', 0.7, 1, 70],
    ['0.3 of 1 stays 30, not cut to 29.9', 0.1 + 0.2, 1, 30],
    ['0.57 of 1 stays 57 (held as 56.99999999999999)', 0.57, 1, 57],
    ['1 of 3 is 33.3', 1, 3, 33.3],
    ['a full score is 100', 7, 7, 100],
    ['a zero full score is 0', 0, 0, 0],
  ] as const)('%s', (_name, score, totalScore, expected) => {
    expect(standingPercent({ score, totalScore })).toBe(expected);
  });
});

describe('cutPercent', () => {
  it('cuts toward zero at one decimal', () => {
    expect(cutPercent(64.2857)).toBe(64.2);
    expect(cutPercent(99.99)).toBe(99.9);
    expect(cutPercent(-12.34)).toBe(-12.3);
  });
});
