import { z } from 'zod';
import { toLatinDigits } from './digits';
import { uploadedFilesPrefix } from './paths';
import { demoAssetName, demoAssetsPrefix } from './uploads';

/** Field schemas shared by the course, video and PDF forms. */
export function contentTitle(label: string) {
  return z
    .string({ error: `${label} مطلوب` })
    .trim()
    .min(1, { error: `${label} مطلوب` })
    .max(200, { error: `${label} طويل جداً (أقصى حد 200 حرف)` });
}

export const contentDescription = z
  .string({ error: 'الوصف لازم يكون كلام' })
  .trim()
  .max(2000, { error: 'الوصف طويل جداً (أقصى حد 2000 حرف)' });

function isUploadedPath(value: string): boolean {
  return value.startsWith(`${uploadedFilesPrefix}/`) && !value.includes('..');
}

/** A shipped demo cover or PDF the app serves itself, as the seeded catalogue stores it. */
function isDemoAssetPath(value: string): boolean {
  const prefix = `${demoAssetsPrefix}/`;
  return value.startsWith(prefix) && demoAssetName.test(value.slice(prefix.length));
}

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A file we keep ('/uploads/...'), a shipped demo file ('/demo/...') or an http(s) address. */
export function mediaUrl(label: string) {
  return z
    .string({ error: `${label} مطلوب` })
    .trim()
    .min(1, { error: `${label} مطلوب`, abort: true })
    .max(2000, { error: `${label} طويل جداً`, abort: true })
    .refine(
      (value) =>
        !/\s/.test(value) && (isUploadedPath(value) || isDemoAssetPath(value) || isWebUrl(value)),
      {
        error: `${label} لازم يكون رابط يبدأ بـ https:// أو ملف مرفوع على المنصة`,
      },
    );
}

/**
 * An optional file or address: an empty string (nothing chosen in a form) means
 * null, like leaving it out (design.md "Read/write symmetry").
 */
export function optionalMediaUrl(label: string) {
  return z.preprocess((value) => (value === '' ? null : value), mediaUrl(label).nullable());
}

/**
 * An optional field that can be null: an empty string (a cleared form input)
 * means null (design.md "Read/write symmetry"), for dates and numbers alike.
 */
export function blankAsNull<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (value === '' ? null : value), schema);
}

/** An optional field that has no null (a course's show date): an empty string means left out. */
export function blankAsUnset<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/**
 * One picked item: its id, or the `{ _id, title }` reference an admin GET
 * returns for it, so a GET's value can be sent back as it came.
 */
function idOrRef(message: string) {
  return z.union(
    [
      z.uuid({ error: message }),
      z
        .looseObject({ _id: z.uuid({ error: message }) }, { error: message })
        .transform((ref) => ref._id),
    ],
    { error: message },
  );
}

/** An optional picked item; an empty string means none. */
export function optionalRef(message: string) {
  return z.preprocess((value) => (value === '' ? null : value), idOrRef(message).nullable());
}

// Bounded so a stray value can never reach the database as an impossible date.
const year2000 = Date.UTC(2000, 0, 1);
const year2100 = Date.UTC(2100, 0, 1);

export const showDate = z
  .number({
    error: (issue) =>
      issue.input === undefined ? 'ميعاد الظهور مطلوب' : 'ميعاد الظهور لازم يكون تاريخ',
  })
  .int({ error: 'ميعاد الظهور لازم يكون تاريخ' })
  .min(year2000, { error: 'ميعاد الظهور لازم يكون بعد سنة 2000' })
  .max(year2100, { error: 'ميعاد الظهور لازم يكون قبل سنة 2100' });

/** A list of ids (or references) picked in a form; repeats are dropped, order is kept. */
export function idList(message: string) {
  return z
    .array(idOrRef(message), { error: message })
    .max(500, { error: 'العناصر المختارة كتير جداً' })
    .transform((ids) => [...new Set(ids)]);
}

export const idParams = z.object({
  id: z.uuid({ error: 'الرقم التعريفي في الرابط مش صحيح' }),
});
export type IdParams = z.infer<typeof idParams>;

export const pageQuery = {
  page: z.coerce
    .number({ error: 'رقم الصفحة لازم يكون رقم' })
    .int({ error: 'رقم الصفحة لازم يكون رقم صحيح' })
    .min(1, { error: 'رقم الصفحة لازم يكون 1 أو أكتر' })
    .max(1_000_000, { error: 'رقم الصفحة كبير جداً' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'عدد العناصر في الصفحة لازم يكون رقم' })
    .int({ error: 'عدد العناصر في الصفحة لازم يكون رقم صحيح' })
    .min(1, { error: 'عدد العناصر في الصفحة لازم يكون 1 أو أكتر' })
    .max(100, { error: 'أقصى عدد في الصفحة 100' })
    .default(20),
  search: z
    .string({ error: 'كلمة البحث لازم تكون كلام' })
    .trim()
    .max(100, { error: 'كلمة البحث طويلة جداً' })
    .optional(),
};

/** Part of a student's name, or of their or their parent's phone: typed in Arabic digits too. */
export const studentSearch = pageQuery.search.transform((text) =>
  text ? toLatinDigits(text) : undefined,
);

export const deletedResponse = z.object({ message: z.string() });
export type DeletedResponse = z.infer<typeof deletedResponse>;

export const namedRef = z.object({ _id: z.string(), title: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

/** `POST /shared/courses` and `POST /shared/videos`: admins always send true. */
export const catalogueListBody = z.strictObject({
  all: z.boolean({ error: 'قيمة all لازم تكون true أو false' }).default(false),
});
export type CatalogueListBody = z.input<typeof catalogueListBody>;
