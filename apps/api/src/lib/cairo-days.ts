// The platform's calendar is Cairo's: "today", a day in a chart and a date
// range all start at Cairo midnight, which moves with Egypt's summer time.
export const cairoTimeZone = 'Africa/Cairo';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: cairoTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const hour = 60 * 60 * 1000;

/** The Cairo calendar day of an instant, `YYYY-MM-DD`. */
export function cairoDay(ms: number): string {
  return dayFormat.format(ms);
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The first instant of a Cairo day. Egypt is UTC+2, or UTC+3 in summer; on
 * the night summer time starts, 00:00 does not exist and the day starts at 01:00.
 */
export function cairoDayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  for (const offset of [3, 2, 1]) {
    const candidate = utcMidnight - offset * hour;
    if (cairoDay(candidate) === day) return candidate;
  }
  throw new Error(`no start found for Cairo day ${day}`);
}

/** Every Cairo day that has an instant in [from, to), in order. */
export function cairoDaysBetween(from: number, to: number): string[] {
  const days: string[] = [];
  const last = cairoDay(to - 1);
  for (let day = cairoDay(from); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
