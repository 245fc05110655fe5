import type { AdminResultItem } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { rankResults } from './sheet-ranks';

const result = (id: string, score: number, totalScore = 10): AdminResultItem => ({
  _id: id,
  exam: null,
  user: null,
  student: null,
  score,
  totalScore,
  submittedAt: 0,
});

describe('rankResults', () => {
  it('ranks by percent, equal percents sharing a rank and keeping the list order', () => {
    const ranked = rankResults([result('a', 9), result('b', 8), result('c', 8), result('d', 5)]);
    expect(ranked.map((entry) => [entry.result._id, entry.rank, entry.percent])).toEqual([
      ['a', 1, 90],
      ['b', 2, 80],
      ['c', 2, 80],
      ['d', 4, 50],
    ]);
  });

  it('compares percents when results were graded out of different full scores', () => {
    const ranked = rankResults([result('old', 9, 12), result('new', 8, 10)]);
    expect(ranked.map((entry) => [entry.result._id, entry.rank, entry.percent])).toEqual([
      ['new', 1, 80],
      ['old', 2, 75],
    ]);
  });

  it('gives a zero full score zero percent rather than a division by zero', () => {
    expect(rankResults([result('z', 0, 0)])[0]).toMatchObject({ rank: 1, percent: 0 });
  });
});
