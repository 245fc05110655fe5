// Spec section 9 date presets. Days are Cairo calendar days (the API counts
// "today" the same way), whatever the admin's device clock zone is. A range is
// `from` (included) to `to` (excluded), epoch milliseconds, as the API takes it.

import { addDays, cairoDayOf, cairoDayStart, type CalendarDay } from '@sabora/contract';

// The calendar itself is the contract's (cairo-calendar.ts), the one the API counts with.
export { dayKey, parseDayKey, type CalendarDay } from '@sabora/contract';

export const datePresets = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'last7',
  'last14',
  'last30',
] as const;
export type DatePreset = (typeof datePresets)[number];

/** The period the payments and calls lists open on, so the two read side by side. */
export const operationsDefaultPreset: DatePreset = 'thisMonth';

export interface TimeRange {
  from: number;
  to: number;
}

/** The Cairo calendar day an instant falls on. */
export const cairoDay = cairoDayOf;
/** Egypt's week starts on Saturday. */
function weekStart(day: CalendarDay): CalendarDay {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  const sinceSaturday = (weekday + 1) % 7;
  return addDays(day, -sinceSaturday);
}

/** The range a preset covers at `now`; every range ends with the end of today except yesterday. */
export function presetRange(preset: DatePreset, now: number): TimeRange {
  const today = cairoDay(now);
  const tomorrow = cairoDayStart(addDays(today, 1));
  const daysBack = (count: number) => ({
    from: cairoDayStart(addDays(today, -(count - 1))),
    to: tomorrow,
  });
  switch (preset) {
    case 'today':
      return daysBack(1);
    case 'yesterday':
      return { from: cairoDayStart(addDays(today, -1)), to: cairoDayStart(today) };
    case 'thisWeek':
      return { from: cairoDayStart(weekStart(today)), to: tomorrow };
    case 'thisMonth':
      return { from: cairoDayStart({ ...today, day: 1 }), to: tomorrow };
    case 'last7':
      return daysBack(7);
    case 'last14':
      return daysBack(14);
    case 'last30':
      return daysBack(30);
  }
}

/** First and last Cairo days picked in a calendar → the range covering both whole days. */
export function customRange(first: CalendarDay, last: CalendarDay): TimeRange {
  return { from: cairoDayStart(first), to: cairoDayStart(addDays(last, 1)) };
}

/** The Cairo days a range covers, first and last included (for the range picker). */
export function rangeDays(range: TimeRange): [CalendarDay, CalendarDay] {
  return [cairoDay(range.from), cairoDay(range.to - 1)];
}

export function isDatePreset(value: unknown): value is DatePreset {
  return (datePresets as readonly unknown[]).includes(value);
}
