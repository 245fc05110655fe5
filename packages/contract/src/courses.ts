import { z } from 'zod';
import {
  blankAsNull,
  blankAsUnset,
  contentDescription,
  contentTitle,
  optionalMediaUrl,
  pageQuery,
  showDate,
} from './content-fields';
import { epochMs } from './fields';
import { levels } from './levels';
import { adminWrite, readOnlyFields } from './write-body';

export const courseSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Whole Egyptian pounds; 0 is free. */
  price: z.number().int(),
  level: z.enum(levels),
  freeForSubscribers: z.boolean(),
  showDate: epochMs,
  isForCenter: z.boolean(),
  /** Days a purchase or a bill grants; null is for good. */
  accessDays: z.number().int().nullable(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type Course = z.infer<typeof courseSchema>;

export const coursesResponse = z.array(courseSchema);

const price = z
  .number({
    error: (issue) => (issue.input === undefined ? 'السعر مطلوب' : 'السعر لازم يكون رقم'),
  })
  .int({ error: 'السعر لازم يكون جنيهات صحيحة من غير كسور' })
  .min(0, { error: 'السعر مينفعش يكون بالسالب' })
  .max(1_000_000, { error: 'السعر كبير جداً' });

const accessDays = blankAsNull(
  z
    .number({ error: 'مدة الاشتراك لازم تكون عدد أيام' })
    .int({ error: 'مدة الاشتراك لازم تكون أيام صحيحة' })
    .min(1, { error: 'مدة الاشتراك لازم تكون يوم أو أكتر' })
    .max(3650, { error: 'مدة الاشتراك أقصاها 10 سنين' })
    .nullable(),
);

const courseFields = {
  title: contentTitle('اسم الكورس'),
  description: contentDescription,
  imageUrl: optionalMediaUrl('صورة الكورس'),
  price,
  level: z.enum(levels, { error: 'اختار الصف الدراسي' }),
  freeForSubscribers: z.boolean({ error: 'اختار هل الكورس مجاني للمشتركين' }),
  showDate,
  isForCenter: z.boolean({ error: 'اختار هل الكورس للسنتر بس' }),
  accessDays,
};

/** `POST /admin/course`; a missing showDate means "now". */
const courseReadOnly = ['_id', 'createdAt', 'updatedAt'] as const;

export const courseBody = adminWrite(
  z.object({
    ...readOnlyFields(...courseReadOnly),
    ...courseFields,
    description: courseFields.description.default(''),
    imageUrl: courseFields.imageUrl.default(null),
    freeForSubscribers: courseFields.freeForSubscribers.default(false),
    showDate: blankAsUnset(courseFields.showDate),
    isForCenter: courseFields.isForCenter.default(false),
    accessDays: courseFields.accessDays.default(null),
  }),
  { readOnly: courseReadOnly },
);
export type CourseBody = z.input<typeof courseBody>;

/** `PATCH /admin/course/{id}`: only the fields sent change; imageUrl null removes the image. */
export const coursePatchBody = adminWrite(
  z
    .object({
      ...readOnlyFields(...courseReadOnly),
      ...courseFields,
      showDate: blankAsUnset(courseFields.showDate),
    })
    .partial(),
  { readOnly: courseReadOnly },
);
export type CoursePatchBody = z.input<typeof coursePatchBody>;

export const adminCoursesQuery = z.object({
  search: pageQuery.search,
  level: z.enum(levels, { error: 'اختار الصف الدراسي' }).optional(),
  page: pageQuery.page,
  pageSize: pageQuery.pageSize,
});
export type AdminCoursesQuery = z.input<typeof adminCoursesQuery>;

export const adminCoursesResponse = z.object({
  courses: z.array(courseSchema),
  count: z.number().int(),
});
export type AdminCoursesResponse = z.infer<typeof adminCoursesResponse>;
