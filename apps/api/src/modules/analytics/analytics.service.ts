import type { z } from 'zod';
import { toPounds, type Analytics, type analyticsQuery } from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import { addDays, cairoDay, cairoDayStart, cairoDaysBetween } from '../../lib/cairo-days';
import type { AnalyticsRepository, TimeRange } from './analytics.repository';

interface Deps {
  analytics: AnalyticsRepository;
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

interface DayFigure {
  day: string;
  amount: number;
  count: number;
}

/** Bills (pounds) and codes (piastres) of each day: the money received that day, in pounds. */
function receivedPerDay(bills: DayFigure[], codes: DayFigure[]): DayFigure[] {
  const byDay = new Map<string, DayFigure>();
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

export function createAnalyticsService({ analytics, clock }: Deps) {
  return {
    async figures(query: z.output<typeof analyticsQuery>): Promise<Analytics> {
      const range = rangeOf(query, clock.now());
      const [
        registrations,
        { byLevel, byGovernorate, byAttendance },
        perDay,
        byMethod,
        active,
        exams,
        wallet,
        codesPerDay,
      ] = await Promise.all([
        analytics.registrationsPerDay(range),
        analytics.studentGroups(),
        analytics.revenuePerDay(range),
        analytics.revenueByMethod(range),
        analytics.activeStudents(range),
        analytics.examParticipation(range),
        analytics.walletFlows(range),
        analytics.codesPerDay(range),
      ]);
      const payments = {
        amount: byMethod.reduce((sum, row) => sum + row.amount, 0),
        count: byMethod.reduce((sum, row) => sum + row.count, 0),
      };
      const codes = { amount: toPounds(wallet.codes.amount), count: wallet.codes.count };
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
          total: payments,
          perDay: everyDay(range, receivedPerDay(perDay, codesPerDay), { amount: 0, count: 0 }),
          byMethod,
          sources: {
            codes,
            payments,
            // Pounds plus whole-piastre code amounts, summed in piastres to stay exact.
            received: {
              amount: toPounds(wallet.codes.amount + payments.amount * 100),
              count: codes.count + payments.count,
            },
            purchases: {
              amount: toPounds(wallet.purchases.amount),
              count: wallet.purchases.count,
            },
          },
        },
        activeStudents: active,
        exams: exams.map(({ id, title, ...figures }) => ({ exam: { _id: id, title }, ...figures })),
      };
    },
  };
}
