import { z } from 'zod';
import { billMethods } from './bills';
import { bodyError } from './body-error';
import { namedRef } from './content-fields';
import { toLatinDigits } from './digits';
import { epochMs } from './fields';
import { governorates } from './governorates';
import { levels } from './levels';

/**
 * A parent link's token: 32 random bytes in base64url. Only its hash is
 * stored, so it is shown once, when made (decision 0164).
 */
export const parentTokenPattern = /^[\w-]{43}$/;

/** The parent page's address for a token; the token rides in the fragment, so no server log keeps it. */
export function parentPagePath(token: string): string {
  return `/parent#${token}`;
}

/** `GET /user/parent-link`, `GET /admin/users/{id}/parent-link`: whether a link is live, never the token. */
export const parentLinkStatusSchema = z.object({
  link: z
    .object({
      createdAt: epochMs,
      createdBy: z.enum(['student', 'admin']),
      lastOpenedAt: epochMs.nullable(),
    })
    .nullable(),
});
export type ParentLinkStatus = z.infer<typeof parentLinkStatusSchema>;

/** `POST` of the same paths: a new link, replacing the live one. The only time the token is seen. */
export const createdParentLinkSchema = z.object({ token: z.string(), createdAt: epochMs });
export type CreatedParentLink = z.infer<typeof createdParentLinkSchema>;

/** What is wrong when the parent's digits are not four digits; the parent page says it too. */
export const parentDigitsError = 'آخر أرقام الموبايل لازم تكون ٤ أرقام بالظبط';

/** `POST /parent/report`: the token from the link and the last four digits of the parent's phone. */
export const parentReportBody = z.strictObject(
  {
    token: z
      .string({ error: 'الرابط مش كامل' })
      .regex(parentTokenPattern, { error: 'الرابط مش كامل' }),
    digits: z
      .string({ error: parentDigitsError })
      .transform((value) => toLatinDigits(value).replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{4}$/, { error: parentDigitsError })),
  },
  { error: bodyError('بيانات الرابط مش صحيحة') },
);
export type ParentReportBody = z.input<typeof parentReportBody>;

/** Failed digit attempts a link takes before it locks for a while (429). */
export const parentDigitAttempts = 5;

const paymentFields = {
  _id: z.string(),
  amount: z.number().int(),
  note: z.string(),
  createdAt: epochMs,
};

export const parentReportSchema = z.object({
  student: z.object({
    name: z.string(),
    level: z.enum(levels),
    governorate: z.enum(governorates),
  }),
  generatedAt: epochMs,
  /** Courses the student has, with when access began and ends (null = for good). */
  courses: z.array(
    z.object({ course: namedRef, from: epochMs.nullable(), until: epochMs.nullable() }),
  ),
  /** Watching since the first of this month, Cairo time. */
  month: z.object({
    from: epochMs,
    watchedSeconds: z.number(),
    videos: z.array(
      z.object({
        video: namedRef,
        watchedSeconds: z.number(),
        coverage: z.number(),
        watched: z.boolean(),
        lastWatchedAt: epochMs,
      }),
    ),
  }),
  /**
   * Every exam the student submitted, newest first. A result still hidden (the
   * student's own window and grace not over) is listed without score or
   * standing, which must not show before the class's do, with when it shows.
   */
  exams: z.array(
    z.discriminatedUnion('revealed', [
      z.object({
        revealed: z.literal(true),
        exam: namedRef,
        submittedAt: epochMs,
        score: z.number(),
        totalScore: z.number(),
        averagePercent: z.number().nullable(),
        rank: z.number().int().nullable(),
        of: z.number().int(),
      }),
      z.object({
        revealed: z.literal(false),
        exam: namedRef,
        submittedAt: epochMs,
        revealAt: epochMs,
      }),
    ]),
  ),
  /** Closed exams of the student's courses they never submitted. */
  missed: z.array(z.object({ exam: namedRef, endTime: epochMs })),
  /**
   * Bills, with how they were paid, and code top-ups, newest first; piastres.
   * A bill put in the wallet is listed once, as the bill.
   */
  payments: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('bill'), method: z.enum(billMethods), ...paymentFields }),
      z.object({ kind: z.literal('code'), ...paymentFields }),
    ]),
  ),
});
export type ParentReport = z.infer<typeof parentReportSchema>;
