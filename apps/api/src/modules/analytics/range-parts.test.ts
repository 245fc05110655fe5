import { describe, expect, it } from 'vitest';
import { liveRanges, wholeDays } from './range-parts';

// Cairo is UTC+2 in November 2026.
const cairoMidnight = (day: number) => new Date(Date.UTC(2026, 10, day - 1, 22));
const range = (from: Date, to: Date) => ({ from, to });

describe('wholeDays', () => {
  it('takes every day of a range from midnight to midnight', () => {
    expect(wholeDays(range(cairoMidnight(10), cairoMidnight(13)))).toEqual({
      from: '2026-11-10',
      to: '2026-11-13',
    });
  });

  it('leaves out the partial days at either end', () => {
    const from = new Date(cairoMidnight(10).getTime() + 1);
    const to = new Date(cairoMidnight(13).getTime() - 1);
    expect(wholeDays(range(from, to))).toEqual({ from: '2026-11-11', to: '2026-11-12' });
  });

  it('has none inside one day', () => {
    const from = new Date(cairoMidnight(10).getTime() + 1);
    expect(wholeDays(range(from, cairoMidnight(11)))).toBeUndefined();
  });
});

describe('liveRanges', () => {
  const whole = range(cairoMidnight(10), cairoMidnight(15));

  it('is the whole range without summarised days', () => {
    expect(liveRanges(whole, [])).toEqual([whole]);
  });

  it('is the gaps between and around summarised days', () => {
    expect(liveRanges(whole, ['2026-11-11', '2026-11-13'])).toEqual([
      range(cairoMidnight(10), cairoMidnight(11)),
      range(cairoMidnight(12), cairoMidnight(13)),
      range(cairoMidnight(14), cairoMidnight(15)),
    ]);
  });

  it('is nothing when every day is summarised', () => {
    const days = ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14'];
    expect(liveRanges(whole, days)).toEqual([]);
  });
});
