import { describe, expect, it } from 'vitest';
import { toFourDecimals } from './four-decimals';

describe('toFourDecimals', () => {
  it('keeps four decimals', () => {
    expect(toFourDecimals(1 / 3)).toBe(0.3333);
    expect(toFourDecimals(2 / 3)).toBe(0.6667);
    expect(toFourDecimals(0.1 + 0.2)).toBe(0.3);
    expect(toFourDecimals(7)).toBe(7);
  });
});
