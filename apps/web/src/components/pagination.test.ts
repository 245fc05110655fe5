import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('lists every page up to nine', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps the first, the last and two either side of the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'next-five', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'prev-five', 8, 9, 10, 11, 12, 'next-five', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'prev-five', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page instead of the dots', () => {
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'next-five', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'prev-five', 14, 15, 16, 17, 18, 19, 20]);
  });
});
