import { describe, expect, it } from 'vitest';
import {
  addDays,
  cairoDayOf,
  cairoDayStart,
  cairoDaysBetween,
  dayKey,
  parseDayKey,
} from './cairo-calendar';
import { cairoWallClock, type CalendarDay } from './cairo-wall-clock';

const day = (key: string) => parseDayKey(key)!;
const hour = 60 * 60 * 1000;

/** Cairo's wall clock at an instant, straight from Intl: the reference the tests check against. */
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const intlWallClock = (at: number) => wallClock.format(at);

describe('the Cairo calendar day of an instant', () => {
  it('turns at Cairo midnight, not UTC midnight', () => {
    expect(cairoDayOf(Date.UTC(2026, 10, 21, 21, 59, 59, 999))).toEqual(day('2026-11-21'));
    expect(cairoDayOf(Date.UTC(2026, 10, 21, 22))).toEqual(day('2026-11-22'));
    // Summer: UTC+3, so the day turns an hour earlier in UTC.
    expect(cairoDayOf(Date.UTC(2026, 6, 1, 20, 59, 59, 999))).toEqual(day('2026-07-01'));
    expect(cairoDayOf(Date.UTC(2026, 6, 1, 21))).toEqual(day('2026-07-02'));
  });

  it("reads Cairo's wall clock, midnight as hour 0", () => {
    expect(cairoWallClock(Date.UTC(2026, 10, 21, 22))).toEqual({
      ...day('2026-11-22'),
      hours: 0,
      minutes: 0,
    });
    expect(cairoWallClock(new Date(Date.UTC(2026, 6, 1, 20, 59)))).toEqual({
      ...day('2026-07-01'),
      hours: 23,
      minutes: 59,
    });
  });
});

describe('when a Cairo day starts', () => {
  it.each([
    ['2026-11-21', Date.UTC(2026, 10, 20, 22)],
    ['2026-07-01', Date.UTC(2026, 5, 30, 21)],
    // Egypt reinstated summer time in 2023: clocks go from 00:00 to 01:00 on the
    // last Friday of April, so that day starts at 01:00 (still 22:00 UTC).
    ['2023-04-28', Date.UTC(2023, 3, 27, 22)],
    ['2023-04-29', Date.UTC(2023, 3, 28, 21)],
    ['2026-04-24', Date.UTC(2026, 3, 23, 22)],
    ['2026-04-25', Date.UTC(2026, 3, 24, 21)],
    // And back from 24:00 to 23:00 at the end of the last Thursday of October:
    // Thursday's last hour happens twice, Friday starts once, at 00:00 UTC+2.
    ['2023-10-26', Date.UTC(2023, 9, 25, 21)],
    ['2023-10-27', Date.UTC(2023, 9, 26, 22)],
    ['2026-10-29', Date.UTC(2026, 9, 28, 21)],
    ['2026-10-30', Date.UTC(2026, 9, 29, 22)],
    // Before 2023 Egypt kept UTC+2 all year.
    ['2022-07-01', Date.UTC(2022, 5, 30, 22)],
  ])('starts %s at the right instant', (key, start) => {
    expect(cairoDayStart(day(key))).toBe(start);
  });

  it('shows 01:00 on the wall clock the night summer time starts', () => {
    expect(intlWallClock(cairoDayStart(day('2026-04-24')))).toBe('2026-04-24, 01:00');
    expect(intlWallClock(cairoDayStart(day('2026-04-24')) - 1)).toBe('2026-04-23, 23:59');
  });

  it('agrees with Intl on every day from 2022 to 2027: the start reads as the day, a moment before does not', () => {
    let checked = 0;
    for (let current = day('2022-01-01'); current.year < 2028; current = addDays(current, 1)) {
      const start = cairoDayStart(current);
      expect(cairoDayOf(start)).toEqual(current);
      expect(cairoDayOf(start - 1)).toEqual(addDays(current, -1));
      const wall = intlWallClock(start);
      expect(wall.slice(0, 10)).toBe(dayKey(current));
      expect(['00:00', '01:00']).toContain(wall.slice(12));
      checked += 1;
    }
    expect(checked).toBe(6 * 365 + 1);
  });

  it('lasts 23 hours when summer time starts, 25 when it ends, 24 otherwise', () => {
    const length = (key: string) =>
      (cairoDayStart(addDays(day(key), 1)) - cairoDayStart(day(key))) / hour;
    expect(length('2026-04-24')).toBe(23);
    expect(length('2026-10-29')).toBe(25);
    expect(length('2026-11-21')).toBe(24);
  });

  it('rolls a day out of its month over, as a date range picker may ask', () => {
    expect(cairoDayStart({ year: 2026, month: 3, day: 0 })).toBe(cairoDayStart(day('2026-02-28')));
    expect(cairoDayStart({ year: 2026, month: 12, day: 32 })).toBe(
      cairoDayStart(day('2027-01-01')),
    );
  });
});

describe('calendar arithmetic and keys', () => {
  it('adds days across months and years', () => {
    expect(addDays(day('2026-12-31'), 1)).toEqual(day('2027-01-01'));
    expect(addDays(day('2026-03-01'), -1)).toEqual(day('2026-02-28'));
  });

  it('lists every day with an instant in [from, to)', () => {
    const from = cairoDayStart(day('2026-11-19'));
    const to = cairoDayStart(day('2026-11-21'));
    expect(cairoDaysBetween(from, to).map(dayKey)).toEqual(['2026-11-19', '2026-11-20']);
    expect(cairoDaysBetween(from, to + 1).map(dayKey)).toHaveLength(3);
    const acrossSpring = cairoDaysBetween(
      cairoDayStart(day('2026-04-23')),
      cairoDayStart(day('2026-04-26')),
    );
    expect(acrossSpring.map(dayKey)).toEqual(['2026-04-23', '2026-04-24', '2026-04-25']);
  });

  it('reads and writes YYYY-MM-DD, refusing what is not a day', () => {
    const samples: CalendarDay[] = [day('2026-01-05'), { year: 987, month: 12, day: 9 }];
    for (const sample of samples) expect(parseDayKey(dayKey(sample))).toEqual(sample);
    expect(parseDayKey('2026-13-01')).toBeNull();
    expect(parseDayKey('2026-1-5')).toBeNull();
    expect(parseDayKey(undefined)).toBeNull();
  });
});
