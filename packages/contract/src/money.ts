import { z } from 'zod';

/**
 * Money is held as integer piastres (100 per pound) and written in the API as
 * pounds with at most two decimals, like a bill's `amount` (decision 0145).
 */
export function toPiastres(pounds: number): number {
  return Math.round(pounds * 100);
}

export function toPounds(piastres: number): number {
  return piastres / 100;
}

const maxPounds = 1_000_000;

/** An amount of pounds with at most two decimals (whole piastres). */
export function poundsAmount(options: { allowNegative: boolean }) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? 'المبلغ مطلوب' : 'المبلغ لازم يكون رقم'),
    })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: 'المبلغ لازم يكون بالجنيه والقروش (رقمين بعد العلامة على الأكتر)',
    })
    .refine((value) => value !== 0, { error: 'المبلغ مينفعش يكون صفر' })
    .refine((value) => options.allowNegative || value > 0, {
      error: 'المبلغ لازم يكون أكبر من صفر',
    })
    .refine((value) => Math.abs(value) <= maxPounds, { error: 'المبلغ كبير جداً' });
}
