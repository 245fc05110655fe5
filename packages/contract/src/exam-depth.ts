import { z } from 'zod';
import { bodyError } from './body-error';
import { blankAsNull, idParams, namedRef, pageQuery, studentSearch } from './content-fields';
import { epochMs } from './fields';
import { governorates } from './governorates';
import { resultStudentSchema } from './results';

// Bounded so a stray value can never reach the database as an impossible date.
const year2000 = Date.UTC(2000, 0, 1);
const year2100 = Date.UTC(2100, 0, 1);

function windowTime(label: string) {
  return blankAsNull(
    z
      .number({ error: `${label} لازم يكون تاريخ` })
      .int({ error: `${label} لازم يكون تاريخ` })
      .min(year2000, { error: `${label} لازم يكون بعد سنة 2000` })
      .max(year2100, { error: `${label} لازم يكون قبل سنة 2100` })
      .nullable(),
  );
}

/** The most extra time one student can be given: a whole day; longer is a new window. */
export const maxExtraMinutes = 1440;

/**
 * `PUT /admin/exams/{id}/overrides/{userId}`: each field optional, left out
 * means none. A new start or end replaces the exam's for this student; extra
 * minutes lengthen whichever end applies.
 */
export const examOverrideBody = z
  .strictObject(
    {
      extraMinutes: blankAsNull(
        z
          .number({ error: 'الوقت الإضافي لازم يكون عدد دقايق' })
          .int({ error: 'الوقت الإضافي لازم يكون دقايق صحيحة' })
          .min(0, { error: 'الوقت الإضافي مينفعش يكون بالسالب' })
          .max(maxExtraMinutes, { error: `أقصى وقت إضافي ${maxExtraMinutes} دقيقة (يوم كامل)` })
          .nullable(),
      )
        .optional()
        .transform((value) => value ?? 0),
      startTime: windowTime('ميعاد البداية الخاص')
        .optional()
        .transform((value) => value ?? null),
      endTime: windowTime('ميعاد النهاية الخاص')
        .optional()
        .transform((value) => value ?? null),
    },
    { error: bodyError('بيانات الميعاد الخاص مش صحيحة') },
  )
  .superRefine((override, context) => {
    if (override.extraMinutes === 0 && override.startTime === null && override.endTime === null)
      context.addIssue({
        code: 'custom',
        message: 'اكتب وقت إضافي أو ميعاد جديد للطالب',
        path: ['extraMinutes'],
      });
    if (
      override.startTime !== null &&
      override.endTime !== null &&
      override.endTime <= override.startTime
    )
      context.addIssue({
        code: 'custom',
        message: 'ميعاد النهاية الخاص لازم يكون بعد ميعاد البداية',
        path: ['endTime'],
      });
  });
export type ExamOverrideBody = z.input<typeof examOverrideBody>;

/** One student's own window as the exam's admin page lists it. */
export const examOverrideSchema = z.object({
  user: resultStudentSchema,
  extraMinutes: z.number().int(),
  startTime: epochMs.nullable(),
  endTime: epochMs.nullable(),
  /** The student's window as it results: the exam's, moved by this override. */
  window: z.object({ startTime: epochMs, endTime: epochMs }),
  updatedAt: epochMs,
});
export type ExamOverride = z.infer<typeof examOverrideSchema>;

/** `GET /admin/exams/{id}/overrides`. */
export const examOverridesResponse = z.object({
  exam: namedRef,
  overrides: z.array(examOverrideSchema),
  count: z.number().int(),
});
export type ExamOverridesResponse = z.infer<typeof examOverridesResponse>;

/** `POST /admin/exams/{id}/regrade`: a dry run unless `dryRun` is false. */
export const regradeBody = z.strictObject(
  { dryRun: z.boolean({ error: 'اختار هل دي تجربة ولا تصحيح فعلي' }).default(true) },
  { error: bodyError('بيانات إعادة التصحيح مش صحيحة') },
);
export type RegradeBody = z.input<typeof regradeBody>;

const gradeFigures = z.object({ score: z.number(), totalScore: z.number() });

export const regradeResponse = z.object({
  /** How many results change (the length of `changed`). */
  count: z.number().int(),
  /** How many results were graded again. */
  checked: z.number().int(),
  /** False on a dry run: nothing was written. */
  applied: z.boolean(),
  changed: z.array(
    z.object({
      result: z.string(),
      user: resultStudentSchema.nullable(),
      before: gradeFigures,
      after: gradeFigures,
    }),
  ),
});
export type RegradeResponse = z.infer<typeof regradeResponse>;

/** One line of `GET /user/exams/{id}/honour-board`: first name and family initial only. */
export const honourBoardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  governorate: z.enum(governorates),
  score: z.number(),
  totalScore: z.number(),
});
export type HonourBoardEntry = z.infer<typeof honourBoardEntrySchema>;
export const honourBoardResponse = z.array(honourBoardEntrySchema);
export type HonourBoardResponse = z.infer<typeof honourBoardResponse>;

/** `/admin/exams/{id}/overrides/{userId}`: the exam and the student. */
export const examOverrideParams = idParams.extend({
  userId: z.uuid({ error: 'رقم الطالب في الرابط مش صحيح' }),
});
export type ExamOverrideParams = z.infer<typeof examOverrideParams>;

/** `GET /admin/exams/{id}/overrides`: searchable by the student's name or phone. */
export const examOverridesQuery = z.object({
  search: studentSearch,
  page: pageQuery.page,
  pageSize: pageQuery.pageSize,
});
export type ExamOverridesQuery = z.input<typeof examOverridesQuery>;

// "عبد الرحمن", "أبو بكر": one name written as two words.
const joinsNext = new Set(['عبد', 'أبو', 'ابو', 'Abd', 'Abu']);

/** The words of a name, a compound like "عبد الله" kept as one. */
function nameWords(fullName: string): string[] {
  const words: string[] = [];
  const parts = fullName.trim().split(/\s+/u).filter(Boolean);
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index]!;
    const next = parts[index + 1];
    if (joinsNext.has(part) && next !== undefined) {
      words.push(`${part} ${next}`);
      index += 1;
    } else words.push(part);
  }
  return words;
}

/** The letter a family name is known by: "السيد" is "س", past the article. */
function initialOf(family: string): string {
  const letters = [...family];
  const bare = family.startsWith('ال') && letters.length > 2 ? letters.slice(2) : letters;
  return bare[0]!;
}

/**
 * "Ahmed Mohamed Ali" → "Ahmed A." (the family name is the last): the honour
 * board shows no more of a student's name than a notice board would. A compound
 * ("عبد الرحمن") counts as one name.
 */
export function boardName(fullName: string): string {
  const words = nameWords(fullName);
  const first = words[0] ?? '';
  if (words.length < 2) return first;
  return `${first} ${initialOf(words.at(-1)!)}.`;
}
