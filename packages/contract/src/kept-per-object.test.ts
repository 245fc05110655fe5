import { describe, expect, it } from 'vitest';
import { keptPerObject } from './kept-per-object';

describe('keptPerObject', () => {
  it('makes a value once per object, and again for another object', () => {
    let made = 0;
    const lengthOf = keptPerObject((list: readonly number[]) => {
      made += 1;
      return list.length;
    });
    const list = [1, 2, 3];
    expect(lengthOf(list)).toBe(3);
    expect(lengthOf(list)).toBe(3);
    expect(made).toBe(1);
    expect(lengthOf([1])).toBe(1);
    expect(made).toBe(2);
  });
});
