import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes DD/MM/YYYY - hh:mm with an Arabic morning marker and Latin digits', () => {
    expect(formatDate(new Date(2025, 8, 7, 9, 5))).toBe('07/09/2025 - 09:05 ص');
  });

  it('marks noon and the evening as م, on the Gregorian calendar', () => {
    expect(formatDate(new Date(2025, 0, 31, 12, 30))).toBe('31/01/2025 - 12:30 م');
    expect(formatDate(new Date(2025, 0, 31, 21, 0).getTime())).toBe('31/01/2025 - 09:00 م');
  });

  it('writes midnight as 12 in the morning, as the ar-SA locale does', () => {
    expect(formatDate(new Date(2026, 11, 1, 0, 45))).toBe('01/12/2026 - 12:45 ص');
  });
});
