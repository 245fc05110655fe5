import type { z } from 'zod';
import { billMethods, toPounds, type Analytics, type analyticsQuery } from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import { addDays, cairoDay, cairoDayStart, cairoDaysBetween } from '../../lib/cairo-days';
import { createFreshShare } from '../../lib/fresh-share';
import type { AnalyticsRepository, DayFigure, TimeRange } from './analytics.repository';
import type { StudentGroups } from './kept-student-groups';

interface Deps {
  analytics: AnalyticsRepository;
  /** The current students' breakdowns, kept between calls. */
  studentGroups(): Promise<StudentGroups>;
  clock: Clock;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

const defaultDays = 30;

/** Without `to`, the range ends with today (Cairo); without `from`, it is 30 Cairo days long. */
function rangeOf(query: z.output<typeof analyticsQuery>, now: number): TimeRange {
  const to = query.to ?? cairoDayStart(addDays(cairoDay(now), 1));
  const from = query.from ?? cairoDayStart(addDays(cairoDay(to - 1), 1 - defaultDays));
  return { from: new Date(from), to: new Date(to) };
}

/** A value for every day of the range, 0 where the database had no row. */
function everyDay<T extends { day: string }>(
  range: TimeRange,
  rows: T[],
  empty: Omit<T, 'day'>,
): T[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return cairoDaysBetween(range.from.getTime(), range.to.getTime()).map(
    (day) => byDay.get(day) ?? ({ ...empty, day } as T),
  );
}

type DayAmount = Pick<DayFigure, 'day' | 'amount' | 'count'>;

/** Bills (pounds) and codes (piastres) of each day: the money received that day, in pounds. */
function receivedPerDay(bills: DayAmount[], codes: DayAmount[]): DayAmount[] {
  const byDay = new Map<string, DayAmount>();
  for (const row of bills)
    byDay.set(row.day, { day: row.day, amount: row.amount * 100, count: row.count });
  for (const row of codes) {
    const seen = byDay.get(row.day) ?? { day: row.day, amount: 0, count: 0 };
    byDay.set(row.day, {
      day: row.day,
      amount: seen.amount + row.amount,
      count: seen.count + row.count,
    });
  }
  return [...byDay.values()].map((row) => ({ ...row, amount: toPounds(row.amount) }));
}

/** Counts and amounts of one figure, summed per day and in all. */
function sumOf(rows: DayFigure[], figure: string) {
  const mine = rows.filter((row) => row.figure === figure);
  const perDay = new Map<string, DayFigure>();
  for (const row of mine) {
    const seen = perDay.get(row.day);
    perDay.set(
      row.day,
      seen ? { ...seen, amount: seen.amount + row.amount, count: seen.count + row.count } : row,
    );
  }
  return {
    perDay: [...perDay.values()],
    amount: mine.reduce((sum, row) => sum + row.amount, 0),
    count: mine.reduce((sum, row) => sum + row.count, 0),
  };
}

/** Bills per method, biggest first, then in the methods' order (as PostgreSQL sorts the enum). */
function byMethodOf(rows: DayFigure[]) {
  return billMethods
    .map((method) => {
      const { amount, count } = sumOf(
        rows.filter((row) => row.key === method),
        'bill',
      );
      return { method, amount, count };
    })
    .filter((row) => row.count > 0)
    .sort((a, b) => b.amount - a.amount);
}

export function createAnalyticsService({ analytics, studentGroups, clock }: Deps) {
  async function figuresOf(range: TimeRange): Promise<Analytics> {
    const [{ byLevel, byGovernorate, byAttendance }, active, { perDay: rows, exams }] =
      await Promise.all([
        studentGroups(),
        analytics.activeStudents(range),
        analytics.dayFigures(range),
      ]);
    const registrations = sumOf(rows, 'registrations').perDay.map(({ day, count }) => ({
      day,
      count,
    }));
    const byMethod = byMethodOf(rows);
    const wallet = { codes: sumOf(rows, 'code'), purchases: sumOf(rows, 'purchase') };
    const payments = {
      amount: byMethod.reduce((sum, row) => sum + row.amount, 0),
      count: byMethod.reduce((sum, row) => sum + row.count, 0),
    };
    const codes = { amount: toPounds(wallet.codes.amount), count: wallet.codes.count };
    // Pounds plus whole-piastre code amounts, summed in piastres to stay exact.
    const received = {
      amount: toPounds(wallet.codes.amount + payments.amount * 100),
      count: codes.count + payments.count,
    };
    return {
      from: range.from.getTime(),
      to: range.to.getTime(),
      registrationsPerDay: everyDay(range, registrations, { count: 0 }),
      students: {
        total: byLevel.reduce((sum, row) => sum + row.count, 0),
        byLevel: byLevel.map(({ value, count }) => ({ level: value, count })),
        byGovernorate: byGovernorate.map(({ value, count }) => ({ governorate: value, count })),
        byAttendanceType: byAttendance.map(({ value, count }) => ({
          attendanceType: value,
          count,
        })),
      },
      revenue: {
        total: received,
        perDay: everyDay(range, receivedPerDay(sumOf(rows, 'bill').perDay, wallet.codes.perDay), {
          amount: 0,
          count: 0,
        }),
        byMethod,
        sources: {
          codes,
          payments,
          received,
          // Purchases are stored as money out (negative); shown as money spent.
          purchases: {
            amount: toPounds(-wallet.purchases.amount),
            count: wallet.purchases.count,
          },
        },
      },
      activeStudents: active,
      exams: exams.map(({ id, title, ...figures }) => ({ exam: { _id: id, title }, ...figures })),
    };
  }

  // Admins asking for the same range at once share its figures (decision 0213).
  const shared = createFreshShare((key) => {
    const [from, to] = key.split('/').map(Number) as [number, number];
    return figuresOf({ from: new Date(from), to: new Date(to) });
  });

  return {
    figures(query: z.output<typeof analyticsQuery>): Promise<Analytics> {
      const range = rangeOf(query, clock.now());
      return shared(`${range.from.getTime()}/${range.to.getTime()}`);
    },
  };
}
