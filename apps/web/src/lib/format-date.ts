import { cairoWallClock, type CairoWallClock } from '@sabora/contract';
import { messages } from '@/i18n/messages';

const pad = (value: number) => String(value).padStart(2, '0');

function written({ year, month, day, hours, minutes }: CairoWallClock): string {
  const period = hours < 12 ? messages.common.morning : messages.common.evening;
  return `${pad(day)}/${pad(month)}/${year} - ${pad(hours % 12 || 12)}:${pad(minutes)} ${period}`;
}

/**
 * Spec: "DD/MM/YYYY - hh:mm a" as in the Arabic-Saudi locale, on the Gregorian
 * calendar with Latin digits, in the phone's time zone. Written out by hand:
 * building an Intl.DateTimeFormat for that locale costs Chromium 35–70 ms of
 * ICU work, which at the app's start was most of a phone's longest task.
 */
export function formatDate(value: number | Date): string {
  const date = new Date(value);
  return written({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
  });
}

/**
 * A date and time written to stay on one line: a phone never breaks "04:12 ص" in
 * two. No-break spaces, and a word joiner after the dash, which line breaking
 * would otherwise break after even before a no-break space.
 */
const unbroken = (written: string) => written.replaceAll(' ', '\u00a0').replaceAll('-', '-\u2060');

/** `formatDate` on one line, for narrow columns (a ledger line's time). */
export function formatDateUnbroken(value: number | Date): string {
  return unbroken(formatDate(value));
}

/** `formatCairoDate` on one line. */
export function formatCairoDateUnbroken(value: number | Date): string {
  return unbroken(formatCairoDate(value));
}

/**
 * The same writing on Cairo's wall clock (the contract's Cairo calendar),
 * whatever the phone's zone: for moments the teacher set in Cairo (an exam's
 * start, when results show).
 */
export function formatCairoDate(value: number | Date): string {
  return written(cairoWallClock(value));
}
