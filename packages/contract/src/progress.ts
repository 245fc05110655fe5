import { z } from 'zod';
import { bodyError } from './body-error';
import { idParams, namedRef, pageQuery } from './content-fields';
import { epochMs } from './fields';
import { maxBeatSeconds } from './rules/watch-progress';

/** A second of a video: a day at most, so no stray number reaches the database. */
const videoSecond = z
  .number({ error: 'مكان الفيديو لازم يكون رقم ثواني' })
  .min(0, { error: 'مكان الفيديو مينفعش يكون بالسالب' })
  .max(86_400, { error: 'مكان الفيديو أكبر من طول أي فيديو' });

/**
 * `POST /user/videos/{id}/progress`: the player's heartbeat, sent every ~20 s
 * of real playback and when the student leaves (decision 0163). `sitting` is
 * a fresh id per opening of the video page.
 */
export const heartbeatBody = z.strictObject(
  {
    sitting: z.uuid({ error: 'رقم الجلسة مش صحيح' }),
    position: videoSecond,
    duration: videoSecond,
    played: z
      .array(z.tuple([videoSecond, videoSecond]), { error: 'الأجزاء المتشافة لازم تكون قائمة' })
      .max(50, { error: 'أجزاء كتير أوي في نبضة واحدة' }),
    watched: z
      .number({ error: 'وقت المشاهدة لازم يكون رقم ثواني' })
      .min(0, { error: 'وقت المشاهدة مينفعش يكون بالسالب' })
      .max(maxBeatSeconds * 4, { error: 'وقت المشاهدة في نبضة واحدة كبير أوي' }),
  },
  { error: bodyError('بيانات المشاهدة مش صحيحة') },
);
export type HeartbeatBody = z.infer<typeof heartbeatBody>;

/** A student's progress on one video: where they stopped and how much they saw. */
export const videoProgressSchema = z.object({
  /** Seconds: where the player resumes. */
  position: z.number(),
  duration: z.number(),
  /** Seconds of real playback, all sittings together. */
  watchedSeconds: z.number(),
  /** Share of the video's distinct seconds seen, 0…1. */
  coverage: z.number(),
  watched: z.boolean(),
  views: z.number().int(),
  /** The video's limit plus any views an admin added; null = unlimited. */
  maxViews: z.number().int().nullable(),
  viewsLeft: z.number().int().nullable(),
  lastWatchedAt: epochMs.nullable(),
});
export type VideoProgress = z.infer<typeof videoProgressSchema>;

/** 403 when the views ran out: what the page shows, with the support link. */
export const viewsExhaustedError = z.object({
  message: z.string(),
  code: z.literal('views-exhausted'),
  maxViews: z.number().int(),
});
export type ViewsExhaustedError = z.infer<typeof viewsExhaustedError>;

export const videoProgressRowSchema = videoProgressSchema.extend({ video: namedRef });
export type VideoProgressRow = z.infer<typeof videoProgressRowSchema>;

export const courseProgressSchema = z.object({
  course: namedRef,
  /** Videos of the course the student can see. */
  videos: z.number().int(),
  /** Of those, watched (the mark). */
  watched: z.number().int(),
  /** Mean coverage over the course's videos, 0…1. */
  coverage: z.number(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** `GET /user/progress`: every video the student started, and every course they own. */
export const studentProgressResponse = z.object({
  videos: z.array(videoProgressRowSchema),
  courses: z.array(courseProgressSchema),
});
export type StudentProgressResponse = z.infer<typeof studentProgressResponse>;

/** `GET /admin/users/{id}/progress`: the same, with the first sitting's time, for the student page. */
export const adminStudentProgressResponse = z.object({
  videos: z.array(videoProgressRowSchema.extend({ firstWatchedAt: epochMs.nullable() })),
  courses: z.array(courseProgressSchema),
});
export type AdminStudentProgressResponse = z.infer<typeof adminStudentProgressResponse>;

export const viewerStatuses = ['completed', 'started', 'not-started'] as const;
export type ViewerStatus = (typeof viewerStatuses)[number];

/** `GET /admin/videos/{id}/viewers`: owners of the video, watched or not (the call list). */
export const videoViewersQuery = z.object({
  status: z.enum(viewerStatuses, { error: 'اختار الحالة من القائمة' }).optional(),
  search: pageQuery.search,
  page: pageQuery.page,
  pageSize: pageQuery.pageSize,
});
export type VideoViewersQuery = z.input<typeof videoViewersQuery>;

export const videoViewerSchema = videoProgressSchema.extend({
  user: z.object({ _id: z.string(), name: z.string(), phone: z.string(), fatherPhone: z.string() }),
  status: z.enum(viewerStatuses),
  firstWatchedAt: epochMs.nullable(),
});
export type VideoViewer = z.infer<typeof videoViewerSchema>;

export const videoViewersResponse = z.object({
  viewers: z.array(videoViewerSchema),
  /** Rows matching the filters. */
  count: z.number().int(),
  /** Every student who can watch the video, by status; always sums to `owners`. */
  summary: z.object({
    owners: z.number().int(),
    completed: z.number().int(),
    started: z.number().int(),
    notStarted: z.number().int(),
  }),
});
export type VideoViewersResponse = z.infer<typeof videoViewersResponse>;

export const videoViewerParams = idParams.extend({
  userId: z.uuid({ error: 'رقم الطالب مش صحيح' }),
});

/** `POST /admin/videos/{id}/viewers/{userId}/views`: start the count again, or add views. */
export const viewGrantBody = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('reset') }),
    z.strictObject({
      action: z.literal('add'),
      count: z
        .number({ error: 'عدد المشاهدات لازم يكون رقم' })
        .int({ error: 'عدد المشاهدات لازم يكون رقم صحيح' })
        .min(1, { error: 'أقل حاجة مشاهدة واحدة' })
        .max(100, { error: 'أقصى زيادة 100 مشاهدة مرة واحدة' }),
    }),
  ],
  { error: 'اختار تصفير المشاهدات أو زيادتها' },
);
export type ViewGrantBody = z.infer<typeof viewGrantBody>;
