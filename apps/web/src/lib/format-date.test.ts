import { describe, expect, it } from 'vitest';
import { formatCairoDate, formatCairoDateUnbroken, formatDate } from './format-date';

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

describe('formatCairoDateUnbroken', () => {
  it('keeps the date, the time and its ص/م on one line', () => {
    expect(formatCairoDateUnbroken(Date.UTC(2026, 10, 30, 19, 0))).toBe(
      '30/11/2026\u00a0-\u2060\u00a009:00\u00a0م',
    );
  });
});

describe('formatCairoDate', () => {
  it('writes the moment on Cairo’s wall clock, whatever the device’s zone', () => {
    // 19:00 UTC on 30/11/2026 is 21:00 in Cairo (UTC+2 in winter).
    expect(formatCairoDate(Date.UTC(2026, 10, 30, 19, 0))).toBe('30/11/2026 - 09:00 م');
    // Summer time (UTC+3): 06:05 UTC is 09:05 in Cairo.
    expect(formatCairoDate(Date.UTC(2026, 6, 1, 6, 5))).toBe('01/07/2026 - 09:05 ص');
  });

  it('crosses midnight in Cairo before UTC does', () => {
    expect(formatCairoDate(Date.UTC(2026, 11, 31, 22, 30))).toBe('01/01/2027 - 12:30 ص');
  });
});
