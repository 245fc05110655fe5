import { describe, expect, it } from 'vitest';
import { cairoDay, customRange, presetRange, rangeDays } from './date-presets';

// Cairo is UTC+2 in winter and UTC+3 in summer (daylight saving since 2023).
const winter = (iso: string) => Date.parse(`${iso}+02:00`);
const summer = (iso: string) => Date.parse(`${iso}+03:00`);

describe('date presets in Cairo time', () => {
  // Saturday 21 Nov 2026, 01:30 in Cairo — still Friday 20 Nov in UTC.
  const now = winter('2026-11-21T01:30:00');

  it('counts today by the Cairo calendar, not UTC', () => {
    expect(cairoDay(now)).toEqual({ year: 2026, month: 11, day: 21 });
    expect(presetRange('today', now)).toEqual({
      from: winter('2026-11-21T00:00:00'),
      to: winter('2026-11-22T00:00:00'),
    });
  });

  it('yesterday is the whole previous Cairo day', () => {
    expect(presetRange('yesterday', now)).toEqual({
      from: winter('2026-11-20T00:00:00'),
      to: winter('2026-11-21T00:00:00'),
    });
  });

  it('the week starts on Saturday, as in Egypt', () => {
    // 21 Nov 2026 is a Saturday: the week is today only.
    expect(presetRange('thisWeek', now).from).toBe(winter('2026-11-21T00:00:00'));
    // Friday 27 Nov: back to Saturday 21.
    expect(presetRange('thisWeek', winter('2026-11-27T23:59:00')).from).toBe(
      winter('2026-11-21T00:00:00'),
    );
  });

  it('this month starts on the 1st and ends with today', () => {
    expect(presetRange('thisMonth', now)).toEqual({
      from: winter('2026-11-01T00:00:00'),
      to: winter('2026-11-22T00:00:00'),
    });
  });

  it.each([
    ['last7', '2026-11-15'],
    ['last14', '2026-11-08'],
    ['last30', '2026-10-23'],
  ] as const)('%s includes today and starts on %s', (preset, first) => {
    const range = presetRange(preset, now);
    expect(range.to).toBe(winter('2026-11-22T00:00:00'));
    expect(cairoDay(range.from)).toEqual(cairoDay(Date.parse(`${first}T12:00:00Z`)));
  });

  it('uses the summer offset in summer', () => {
    expect(presetRange('today', summer('2026-07-15T10:00:00'))).toEqual({
      from: summer('2026-07-15T00:00:00'),
      to: summer('2026-07-16T00:00:00'),
    });
  });

  it('a custom range covers both picked days whole, and reads back the same days', () => {
    const range = customRange(
      { year: 2026, month: 10, day: 30 },
      { year: 2026, month: 11, day: 2 },
    );
    // 30 Oct is after the end of daylight saving (last Thursday of October).
    expect(range).toEqual({
      from: winter('2026-10-30T00:00:00'),
      to: winter('2026-11-03T00:00:00'),
    });
    expect(rangeDays(range)).toEqual([
      { year: 2026, month: 10, day: 30 },
      { year: 2026, month: 11, day: 2 },
    ]);
  });
});
