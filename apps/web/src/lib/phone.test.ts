import { describe, expect, it } from 'vitest';
import { phoneDigits } from './phone';

describe('phoneDigits', () => {
  it.each([
    ['010 1234 5678', '01012345678'],
    ['٠١٠١٢٣٤٥٦٧٨', '01012345678'],
    ['+20 10 1234 5678', '01012345678'],
    ['010-1234-5678', '01012345678'],
    ['0101234', '0101234'],
  ])('reads %s as %s', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });
});
