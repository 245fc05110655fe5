import { describe, expect, it } from 'vitest';
import { addDays, cairoDay, cairoDayStart, cairoDaysBetween } from './cairo-days';

describe('Cairo days', () => {
  it('names the Cairo calendar day of an instant', () => {
    expect(cairoDay(Date.UTC(2026, 10, 21, 21, 59))).toBe('2026-11-21');
    expect(cairoDay(Date.UTC(2026, 10, 21, 22, 0))).toBe('2026-11-22');
  });

  it.each([
    ['2026-11-21', Date.UTC(2026, 10, 20, 22)],
    ['2026-07-01', Date.UTC(2026, 5, 30, 21)],
    // Summer time starts at midnight on the last Friday of April: the day begins at 01:00.
    ['2026-04-24', Date.UTC(2026, 3, 23, 22)],
    ['2026-04-25', Date.UTC(2026, 3, 24, 21)],
    // It ends at midnight after the last Thursday of October.
    ['2026-10-30', Date.UTC(2026, 9, 29, 22)],
  ])('starts %s at the right instant', (day, start) => {
    expect(cairoDayStart(day)).toBe(start);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lists every day with an instant in [from, to)', () => {
    const from = cairoDayStart('2026-11-19');
    expect(cairoDaysBetween(from, cairoDayStart('2026-11-21'))).toEqual([
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(cairoDaysBetween(from, cairoDayStart('2026-11-21') + 1)).toHaveLength(3);
  });
});
