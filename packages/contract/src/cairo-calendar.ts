// The platform's calendar is Cairo's: "today", a day in a chart and a date
// range all turn at Cairo midnight, which moves with Egypt's summer time. The
// API and the web both read this one implementation.
import { cairoWallClock, type CalendarDay } from './cairo-wall-clock';

const hour = 60 * 60 * 1000;

/** The Cairo calendar day an instant falls on. */
export function cairoDayOf(at: number): CalendarDay {
  const { year, month, day } = cairoWallClock(at);
  return { year, month, day };
}

/** `day` plus `days` calendar days; a day out of its month (day 0, day 32) rolls over. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const sameDay = (a: CalendarDay, b: CalendarDay) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * The first instant of a Cairo day. Egypt is UTC+2, or UTC+3 in summer; on
 * the night summer time starts (the last Friday of April), 00:00 does not
 * exist and the day starts at 01:00. Trying the larger offset first finds the
 * earliest instant that already reads as that day.
 */
export function cairoDayStart(day: CalendarDay): number {
  const normal = addDays(day, 0);
  const utcMidnight = Date.UTC(normal.year, normal.month - 1, normal.day);
  for (const offset of [3, 2, 1]) {
    const candidate = utcMidnight - offset * hour;
    if (sameDay(cairoDayOf(candidate), normal)) return candidate;
  }
  throw new Error(`no start found for Cairo day ${dayKey(normal)}`);
}

/** Every Cairo day that has an instant in [from, to), in order. */
export function cairoDaysBetween(from: number, to: number): CalendarDay[] {
  const days: CalendarDay[] = [];
  const last = cairoDayStart(cairoDayOf(to - 1));
  for (let day = cairoDayOf(from); cairoDayStart(day) <= last; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** `YYYY-MM-DD`, as a day travels in an address bar or a SQL group. */
export function dayKey(day: CalendarDay): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

/** A `YYYY-MM-DD` day, or null when the text is not one. */
export function parseDayKey(value: string | null | undefined): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}
