import { z } from 'zod';
import { rangeInOrder, timeRangeQuery } from './admin-query';
import { attendanceTypes } from './attendance-types';
import { billMethods } from './bills';
import { namedRef } from './content-fields';
import { epochMs } from './fields';
import { governorates } from './governorates';
import { levels } from './levels';

export const analyticsMaxDays = 366;

/**
 * `GET /admin/analytics` (main admins only). Without `to` the range ends with
 * today (Cairo); without `from` it covers 30 Cairo days. At most a year.
 */
export const analyticsQuery = z
  .object(timeRangeQuery)
  .superRefine(rangeInOrder)
  .superRefine((range, ctx) => {
    if (
      range.from !== undefined &&
      range.to !== undefined &&
      range.to - range.from > analyticsMaxDays * 24 * 60 * 60 * 1000
    ) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'المدة لازم تكون سنة أو أقل' });
    }
  });
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

/** A Cairo calendar day, `YYYY-MM-DD`. */
const day = z.string();
const count = z.number().int();

export const analyticsSchema = z.object({
  from: epochMs,
  to: epochMs,
  /** One entry per Cairo day of the range, zero days included. */
  registrationsPerDay: z.array(z.object({ day, count })),
  /** Every current student, not only those registered in the range. */
  students: z.object({
    total: count,
    byLevel: z.array(z.object({ level: z.enum(levels), count })),
    byGovernorate: z.array(z.object({ governorate: z.enum(governorates), count })),
    byAttendanceType: z.array(z.object({ attendanceType: z.enum(attendanceTypes), count })),
  }),
  revenue: z.object({
    /**
     * Money received in the range and how many times, in pounds: bills and
     * codes redeemed, as `sources.received` and the sum of `perDay` (bills
     * alone are `sources.payments`, by method `byMethod`).
     */
    total: z.object({ amount: z.number(), count }),
    /** Money received each day (bills and codes redeemed), in pounds. */
    perDay: z.array(z.object({ day, amount: z.number(), count })),
    byMethod: z.array(z.object({ method: z.enum(billMethods), amount: count, count })),
    /**
     * Where the money came from, in pounds (codes may carry piastres): codes
     * redeemed and payments recorded (every bill, whether it granted courses
     * or credited a wallet) are money received, and `received` is their sum;
     * purchases are wallets spent on courses, not new money.
     */
    sources: z.object({
      codes: z.object({ amount: z.number(), count }),
      payments: z.object({ amount: z.number(), count }),
      received: z.object({ amount: z.number(), count }),
      purchases: z.object({ amount: z.number(), count }),
    }),
  }),
  /** Students who signed in (their last sign-in) or submitted a result in the range. */
  activeStudents: count,
  /** Exams with results submitted in the range, most participants first. */
  exams: z.array(
    z.object({
      exam: namedRef,
      participants: count,
      averageScore: z.number(),
      /** Average of score ÷ totalScore, in percent. */
      averagePercent: z.number(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
