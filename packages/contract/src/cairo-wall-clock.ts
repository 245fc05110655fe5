// Cairo's wall clock, apart from the rest of the calendar (cairo-calendar.ts):
// the student pages write dates with it, and a bundle that needs only this
// does not carry the day arithmetic the admin pages use.
export const cairoTimeZone = 'Africa/Cairo';

/** A calendar day: month 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A Cairo calendar day and the time on Cairo's wall clock. */
export interface CairoWallClock extends CalendarDay {
  hours: number;
  minutes: number;
}

// Built on first use: constructing a formatter is ICU work a phone would
// otherwise do while the app starts (decision 0070).
let wallFormat: Intl.DateTimeFormat | undefined;

/** Cairo's wall clock at an instant, whatever the device's own zone. */
export function cairoWallClock(at: number | Date): CairoWallClock {
  wallFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: cairoTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = wallFormat.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    // Some engines write midnight as 24 even in the h23 cycle.
    hours: part('hour') % 24,
    minutes: part('minute'),
  };
}
