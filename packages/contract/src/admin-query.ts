import { z } from 'zod';
import { blankAsUnset } from './content-fields';

/** A yes/no filter in a query string: `true` or `false`, left out for "either". */
export function queryFlag(label: string) {
  return z
    .enum(['true', 'false'], { error: `${label} لازم يكون true أو false` })
    .transform((value) => value === 'true')
    .optional();
}

// Bounded so a stray value can never reach the database as an impossible date.
const year2000 = Date.UTC(2000, 0, 1);
const year2100 = Date.UTC(2100, 0, 1);

function queryTime(label: string) {
  return z.coerce
    .number({ error: `${label} لازم يكون تاريخ` })
    .int({ error: `${label} لازم يكون تاريخ` })
    .min(year2000, { error: `${label} لازم يكون بعد سنة 2000` })
    .max(year2100, { error: `${label} لازم يكون قبل سنة 2100` });
}

/**
 * `from` (included) and `to` (excluded), epoch milliseconds; either may be left
 * out, or sent empty (`from=`, a cleared date filter), which means the same.
 */
export const timeRangeQuery = {
  from: blankAsUnset(queryTime('بداية المدة')),
  to: blankAsUnset(queryTime('نهاية المدة')),
};

/** Refuses a range that ends before it starts; add it to an object with `timeRangeQuery`. */
export function rangeInOrder(
  range: { from?: number | undefined; to?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (range.from !== undefined && range.to !== undefined && range.from >= range.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'نهاية المدة لازم تكون بعد بدايتها' });
  }
}

export const adminIdFilter = z.uuid({ error: 'الأدمن المختار مش صحيح' }).optional();
