import { addDays, cairoDay, cairoDayStart } from '../../lib/cairo-days';
import type { TimeRange } from './day-figures';

/** The Cairo days wholly inside a range, as [from, to) day keys; undefined when there are none. */
export function wholeDays(range: TimeRange): { from: string; to: string } | undefined {
  const start = range.from.getTime();
  const first = cairoDay(start);
  const from = cairoDayStart(first) < start ? addDays(first, 1) : first;
  const to = cairoDay(range.to.getTime());
  return from < to ? { from, to } : undefined;
}

/** What is left of a range once the summarised days (in order) are taken out of it. */
export function liveRanges(range: TimeRange, summarised: string[]): TimeRange[] {
  const live: TimeRange[] = [];
  let cursor = range.from.getTime();
  for (const day of summarised) {
    const start = cairoDayStart(day);
    if (start > cursor) live.push({ from: new Date(cursor), to: new Date(start) });
    cursor = cairoDayStart(addDays(day, 1));
  }
  if (cursor < range.to.getTime()) live.push({ from: new Date(cursor), to: range.to });
  return live;
}
