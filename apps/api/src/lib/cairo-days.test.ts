import { describe, expect, it } from 'vitest';
import { addDays, cairoDay, cairoDayStart, cairoDaysBetween } from './cairo-days';

describe('Cairo days', () => {
  it('names the Cairo calendar day of an instant', () => {
    expect(cairoDay(Date.UTC(2026, 10, 21, 21, 59))).toBe('2026-11-21');
    expect(cairoDay(Date.UTC(2026, 10, 21, 22, 0))).toBe('2026-11-22');
  });

  // The calendar itself is tested in the contract (cairo-calendar.test.ts); this checks the day keys.
  it("starts a day given by its key at the contract's instant, summer time included", () => {
    expect(cairoDayStart('2026-04-24')).toBe(Date.UTC(2026, 3, 23, 22));
    expect(cairoDayStart('2026-04-25')).toBe(Date.UTC(2026, 3, 24, 21));
    expect(() => cairoDayStart('2026-4-25')).toThrow();
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
