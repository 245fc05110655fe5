// Spec section 9 date presets. Days are Cairo calendar days (the API counts
// "today" the same way), whatever the admin's device clock zone is. A range is
// `from` (included) to `to` (excluded), epoch milliseconds, as the API takes it.

export const cairoTimeZone = 'Africa/Cairo';

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

export interface TimeRange {
  from: number;
  to: number;
}

/** A calendar day: month 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: cairoTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function cairoParts(at: number) {
  const parts = partsFormatter.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far Cairo's wall clock is ahead of UTC at that instant (2 or 3 hours). */
function cairoOffset(at: number): number {
  const p = cairoParts(at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The Cairo calendar day an instant falls on. */
export function cairoDay(at: number): CalendarDay {
  const { year, month, day } = cairoParts(at);
  return { year, month, day };
}

/** The first instant of a Cairo calendar day (day may overflow: day 0, day 32…). */
export function cairoStartOf(day: CalendarDay): number {
  const wall = Date.UTC(day.year, day.month - 1, day.day);
  // Two passes settle the offset across a daylight-saving change.
  const guess = wall - cairoOffset(wall);
  return wall - cairoOffset(guess);
}

function shift(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Egypt's week starts on Saturday. */
function weekStart(day: CalendarDay): CalendarDay {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  const sinceSaturday = (weekday + 1) % 7;
  return shift(day, -sinceSaturday);
}

/** The range a preset covers at `now`; every range ends with the end of today except yesterday. */
export function presetRange(preset: DatePreset, now: number): TimeRange {
  const today = cairoDay(now);
  const tomorrow = cairoStartOf(shift(today, 1));
  const daysBack = (count: number) => ({
    from: cairoStartOf(shift(today, -(count - 1))),
    to: tomorrow,
  });
  switch (preset) {
    case 'today':
      return daysBack(1);
    case 'yesterday':
      return { from: cairoStartOf(shift(today, -1)), to: cairoStartOf(today) };
    case 'thisWeek':
      return { from: cairoStartOf(weekStart(today)), to: tomorrow };
    case 'thisMonth':
      return { from: cairoStartOf({ ...today, day: 1 }), to: tomorrow };
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
  return { from: cairoStartOf(first), to: cairoStartOf(shift(last, 1)) };
}

/** The Cairo days a range covers, first and last included (for the range picker). */
export function rangeDays(range: TimeRange): [CalendarDay, CalendarDay] {
  return [cairoDay(range.from), cairoDay(range.to - 1)];
}

export function isDatePreset(value: unknown): value is DatePreset {
  return (datePresets as readonly unknown[]).includes(value);
}

/** `YYYY-MM-DD`, as the range lives in the address bar. */
export function dayKey(day: CalendarDay): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

export function parseDayKey(value: string | null | undefined): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}
