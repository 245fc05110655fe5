import { toLatinDigits } from '@sabora/contract';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { dayjs } from './dayjs-arabic';
import type { Dayjs } from 'dayjs';

dayjs.extend(customParseFormat);

// dayjs reads a typed "م" as morning: its parser asks the locale's meridiem for
// hours 1…24 and takes the first hour that answers "م" — 12, which it counts as
// morning. So a typed "09:00 م" never parsed and the picker silently kept the old
// value. The half of the day is read here instead, in Arabic or Latin letters.
const evening = /(?:^|\s)(م|مساء[ًا]?|pm)(?=\s|$)/i;
const morning = /(?:^|\s)(ص|صباح[ًا]?|am)(?=\s|$)/i;

// The dash between date and time is optional when typed: "24/11/2026 11:30 م".
const dash = /\s*-\s*/g;
// A one-digit day, month, hour or minute ("3/7/2026 9:05") is read as "03/07/2026 09:05".
const loneDigit = /(^|[^\d])(\d)(?=[^\d]|$)/g;

/**
 * Reads what an admin typed into a date picker in one of `formats`: Arabic-Indic
 * digits, "ص"/"م" (or AM/PM), extra spaces, a missing dash and one-digit parts
 * are all accepted. Null when it does not match yet (the picker calls this on
 * every key). `finished`: the typing is over (the field was left), so a time
 * without "ص" or "م" is read on the 24-hour clock ("15:30"); while typing it is
 * not, or "09:00" would be taken before its "م" came.
 */
export function parseTypedDate(
  text: string,
  formats: string[],
  { finished = false }: { finished?: boolean } = {},
): Dayjs | null {
  const cleaned = toLatinDigits(text)
    .replace(dash, ' ')
    .replace(loneDigit, (_, before: string, digit: string) => `${before}0${digit}`)
    .replace(/\s+/g, ' ')
    .trim();
  const half = evening.test(cleaned) ? 'pm' : morning.test(cleaned) ? 'am' : null;
  const bare = cleaned.replace(evening, '').replace(morning, '').trim();
  for (const format of formats) {
    const usesHalf = /A/i.test(format);
    const onTheClock = finished && usesHalf && half === null;
    if (!onTheClock && usesHalf !== (half !== null)) continue;
    const bareFormat = format.replace(/\s*A/i, '').replace(dash, ' ').trim();
    const parsed = dayjs(bare, onTheClock ? bareFormat.replace('hh', 'HH') : bareFormat, true);
    if (!parsed.isValid()) continue;
    if (!usesHalf || onTheClock) return parsed;
    const hour = parsed.hour() % 12;
    return parsed.hour(half === 'pm' ? hour + 12 : hour);
  }
  return null;
}
