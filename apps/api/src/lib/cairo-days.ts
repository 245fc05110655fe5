import {
  addDays as addCalendarDays,
  cairoDayOf,
  cairoDayStart as calendarDayStart,
  cairoDaysBetween as calendarDaysBetween,
  dayKey,
  parseDayKey,
} from '@sabora/contract';

// The Cairo calendar is the contract's (cairo-calendar.ts), shared with the web.
// The API speaks of days as `YYYY-MM-DD` keys, the form SQL groups rows by.
export { cairoTimeZone } from '@sabora/contract';

function calendarDay(key: string) {
  const day = parseDayKey(key);
  if (!day) throw new Error(`not a day: ${key}`);
  return day;
}

/** The Cairo calendar day of an instant, `YYYY-MM-DD`. */
export function cairoDay(ms: number): string {
  return dayKey(cairoDayOf(ms));
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return dayKey(addCalendarDays(calendarDay(day), days));
}

/** The first instant of a Cairo day (01:00 the night summer time starts). */
export function cairoDayStart(day: string): number {
  return calendarDayStart(calendarDay(day));
}

/** Every Cairo day that has an instant in [from, to), in order. */
export function cairoDaysBetween(from: number, to: number): string[] {
  return calendarDaysBetween(from, to).map(dayKey);
}
