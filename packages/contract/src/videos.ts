import { z } from 'zod';
import {
  blankAsNull,
  blankAsUnset,
  contentDescription,
  contentTitle,
  idList,
  mediaUrl,
  namedRef,
  optionalMediaUrl,
  optionalRef,
  pageQuery,
  showDate,
} from './content-fields';
import { apiErrorSchema } from './errors';
import { examSummarySchema } from './exams';
import { epochMs } from './fields';
import { pdfLinkSchema } from './pdfs';
import { videoProgressSchema } from './progress';
import { adminWrite, readOnlyFields } from './write-body';

export const videoSectionSchema = z.object({ title: z.string(), url: z.string() });
export type VideoSection = z.infer<typeof videoSectionSchema>;

const videoBase = {
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  showDate: epochMs,
  isForCenter: z.boolean(),
  /** Views each student may use (decision 0163); null = unlimited. */
  maxViews: z.number().int().nullable(),
  /** The courses that contain the video (for a student: the ones they can see). */
  courses: z.array(namedRef),
  createdAt: epochMs,
  updatedAt: epochMs,
};

/**
 * A video in `POST /shared/videos`. Students and visitors get section titles
 * only and no `url`: addresses go out through the video call, which checks
 * access. Admins get `url` and every section's `url`.
 */
export const listedVideoSchema = z.object({
  ...videoBase,
  url: z.string().optional(),
  sections: z.array(z.object({ title: z.string(), url: z.string().optional() })),
});
export type ListedVideo = z.infer<typeof listedVideoSchema>;
export const listedVideosResponse = z.array(listedVideoSchema);

/** The video a student may watch, in `GET /user/videos/{id}`. */
export const watchedVideoSchema = z.object({
  ...videoBase,
  url: z.string(),
  sections: z.array(videoSectionSchema),
  prevExam: namedRef.nullable(),
});
export type WatchedVideo = z.infer<typeof watchedVideoSchema>;

/** Everything about a video, for the admin pages and forms. */
export const adminVideoSchema = watchedVideoSchema.extend({
  pdfs: z.array(namedRef),
  exams: z.array(namedRef),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

export const videoPageSchema = z.object({
  video: watchedVideoSchema,
  exam: z.array(examSummarySchema),
  pdf: z.array(pdfLinkSchema),
  /** Where the student stopped, on any device, and the views they have left. */
  progress: videoProgressSchema,
});
export type VideoPage = z.infer<typeof videoPageSchema>;

/** The student has to submit this exam before the video opens. */
export const prevExamPageSchema = z.object({ prevExam: namedRef });
export type PrevExamPage = z.infer<typeof prevExamPageSchema>;

export const watchVideoResponse = z.union([videoPageSchema, prevExamPageSchema]);
export type WatchVideoResponse = z.infer<typeof watchVideoResponse>;

/** 403 for a frozen student: whom support should call back. */
export const frozenAccountError = z.object({
  message: z.string(),
  phone: z.string(),
  fatherPhone: z.string(),
});
export type FrozenAccountError = z.infer<typeof frozenAccountError>;

/**
 * 403 when no owned course contains the video: the visible courses that do,
 * and the ids of those the student had and whose access ended (renew, not buy).
 */
export const videoLockedError = z.object({
  message: z.string(),
  courses: z.array(namedRef),
  expired: z.array(z.string()),
});
export type VideoLockedError = z.infer<typeof videoLockedError>;

export const watchVideoForbidden = z.union([frozenAccountError, videoLockedError, apiErrorSchema]);

export const adminVideoPageSchema = z.object({
  video: adminVideoSchema,
  exam: z.array(examSummarySchema),
  pdf: z.array(pdfLinkSchema),
});
export type AdminVideoPage = z.infer<typeof adminVideoPageSchema>;

const sectionBody = z.strictObject(
  { title: contentTitle('عنوان الجزء'), url: mediaUrl('رابط الجزء') },
  { error: 'كل جزء لازم يكون ليه عنوان ورابط' },
);

const videoFields = {
  title: contentTitle('اسم الفيديو'),
  description: contentDescription,
  imageUrl: optionalMediaUrl('صورة الفيديو'),
  url: mediaUrl('رابط الفيديو'),
  showDate,
  isForCenter: z.boolean({ error: 'اختار هل الفيديو للسنتر بس' }),
  maxViews: blankAsNull(
    z
      .number({ error: 'عدد المشاهدات لازم يكون رقم' })
      .int({ error: 'عدد المشاهدات لازم يكون رقم صحيح' })
      .min(1, { error: 'أقل عدد مشاهدات 1، أو سيبه فاضي من غير حد' })
      .max(1000, { error: 'أقصى عدد مشاهدات 1000' })
      .nullable(),
  ),
  courses: idList('اختار الكورسات من القائمة'),
  sections: z
    .array(sectionBody, { error: 'أجزاء الفيديو لازم تكون قائمة' })
    .max(100, { error: 'أقصى عدد للأجزاء 100' }),
  pdfs: idList('اختار ملفات الـ PDF من القائمة'),
  exams: idList('اختار الامتحانات من القائمة'),
  prevExam: optionalRef('اختار الامتحان المطلوب قبل الفيديو من القائمة'),
};

/**
 * `POST /admin/video`. `courses`, `pdfs` and `exams` are ids; `sections` are
 * kept in the order sent; a missing showDate means "now".
 */
const videoReadOnly = ['_id', 'createdAt', 'updatedAt'] as const;

export const videoBody = adminWrite(
  z.object({
    ...readOnlyFields(...videoReadOnly),
    ...videoFields,
    description: videoFields.description.default(''),
    imageUrl: videoFields.imageUrl.default(null),
    showDate: blankAsUnset(videoFields.showDate),
    isForCenter: videoFields.isForCenter.default(false),
    maxViews: videoFields.maxViews.default(null),
    courses: videoFields.courses.default([]),
    sections: videoFields.sections.default([]),
    pdfs: videoFields.pdfs.default([]),
    exams: videoFields.exams.default([]),
    prevExam: videoFields.prevExam.default(null),
  }),
  { readOnly: videoReadOnly },
);
export type VideoBody = z.input<typeof videoBody>;

/** `PATCH /admin/video/{id}`: fields sent replace the stored ones, lists as a whole. */
export const videoPatchBody = adminWrite(
  z
    .object({
      ...readOnlyFields(...videoReadOnly),
      ...videoFields,
      showDate: blankAsUnset(videoFields.showDate),
    })
    .partial(),
  { readOnly: videoReadOnly },
);
export type VideoPatchBody = z.input<typeof videoPatchBody>;

export const adminVideosQuery = z.object({
  search: pageQuery.search,
  course: z.uuid({ error: 'اختار الكورس من القائمة' }).optional(),
  page: pageQuery.page,
  pageSize: pageQuery.pageSize,
});
export type AdminVideosQuery = z.input<typeof adminVideosQuery>;

export const adminVideosResponse = z.object({
  videos: z.array(adminVideoSchema),
  count: z.number().int(),
});
export type AdminVideosResponse = z.infer<typeof adminVideosResponse>;
