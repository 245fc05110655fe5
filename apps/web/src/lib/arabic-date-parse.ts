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

/**
 * Reads what an admin typed into a date picker in one of `formats`: Arabic-Indic
 * digits, "ص"/"م" (or AM/PM) and extra spaces are all accepted. Null when it
 * does not match yet (the picker calls this on every key).
 */
export function parseTypedDate(text: string, formats: string[]): Dayjs | null {
  const cleaned = toLatinDigits(text).replace(/\s+/g, ' ').trim();
  const half = evening.test(cleaned) ? 'pm' : morning.test(cleaned) ? 'am' : null;
  const bare = cleaned.replace(evening, '').replace(morning, '').trim();
  for (const format of formats) {
    const usesHalf = /A/i.test(format);
    if (usesHalf !== (half !== null)) continue;
    const bareFormat = format.replace(/\s*A/i, '').trim();
    const parsed = dayjs(bare, bareFormat, true);
    if (!parsed.isValid()) continue;
    if (!usesHalf) return parsed;
    const hour = parsed.hour() % 12;
    return parsed.hour(half === 'pm' ? hour + 12 : hour);
  }
  return null;
}
