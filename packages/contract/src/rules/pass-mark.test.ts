import { describe, expect, it } from 'vitest';
import { passedCount } from './pass-mark';

const tenths = (counts: number[]) =>
  counts.map((count, tenth) => ({ from: tenth * 10, to: tenth * 10 + 10, count }));

describe('passedCount', () => {
  it('counts the results from half the full score up, and none below it', () => {
    expect(passedCount(tenths([1, 0, 0, 0, 7, 2, 0, 0, 3, 4]))).toBe(9);
    expect(passedCount(tenths([5, 0, 0, 0, 1, 0, 0, 0, 0, 0]))).toBe(0);
  });

  it('is 0 when nobody has a result', () => {
    expect(passedCount(tenths(Array.from({ length: 10 }, () => 0)))).toBe(0);
    expect(passedCount([])).toBe(0);
  });
});
