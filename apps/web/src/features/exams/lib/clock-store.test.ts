import { describe, expect, it } from 'vitest';
import { loadOffset, saveOffset } from './clock-store';

describe('the stored server-clock offset', () => {
  it('is null until measured, then the last measure, rounded', () => {
    expect(loadOffset()).toBeNull();
    saveOffset(-90_000.4);
    saveOffset(12_345.6);
    expect(loadOffset()).toBe(12_346);
  });

  it('ignores a value that is not a number', () => {
    localStorage.setItem('server-clock-offset', 'soon');
    expect(loadOffset()).toBeNull();
  });
});
