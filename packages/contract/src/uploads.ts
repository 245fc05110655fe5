import { z } from 'zod';

export const uploadKinds = ['image', 'document'] as const;
export type UploadKind = (typeof uploadKinds)[number];

const megabyte = 1024 * 1024;

/** The most bytes one file of each kind may have. */
export const uploadSizeLimits: Record<UploadKind, number> = {
  image: 5 * megabyte,
  document: 50 * megabyte,
};

// SVG is left out on purpose: it can carry script that runs on our origin.
export const uploadTypes = {
  'image/jpeg': { kind: 'image', extension: 'jpg' },
  'image/png': { kind: 'image', extension: 'png' },
  'image/webp': { kind: 'image', extension: 'webp' },
  'image/gif': { kind: 'image', extension: 'gif' },
  'application/pdf': { kind: 'document', extension: 'pdf' },
} as const satisfies Record<string, { kind: UploadKind; extension: string }>;
export type UploadContentType = keyof typeof uploadTypes;
export const uploadContentTypes = Object.keys(uploadTypes) as UploadContentType[];

/** The demo catalogue's shipped covers and PDFs are served by the app at this path. */
export const demoAssetsPrefix = '/demo';
/** A demo asset's name: flat, so nothing outside the shipped folder is reachable. */
export const demoAssetName = /^[a-z0-9-]+\.(svg|pdf)$/;

/** A field whose path mentions "image" takes images only; any other file field also takes PDFs. */
export function uploadKindsForField(field: string): readonly UploadKind[] {
  return /image/i.test(field) ? ['image'] : uploadKinds;
}

/** The `accept` list for a file input bound to this field. */
export function uploadAccept(field: string): string {
  const kinds = uploadKindsForField(field);
  return uploadContentTypes.filter((type) => kinds.includes(uploadTypes[type].kind)).join(',');
}

const kindNames: Record<UploadKind, string> = { image: 'الصورة', document: 'ملف الـ PDF' };

const wrongTypeMessage = 'نوع الملف مش مدعوم، ارفع صورة (JPG أو PNG أو WebP أو GIF) أو ملف PDF';

export const uploadUrlQuery = z
  .object({
    fileName: z
      .string({ error: 'اسم الملف مطلوب' })
      .trim()
      .min(1, { error: 'اسم الملف مطلوب' })
      .max(200, { error: 'اسم الملف طويل جداً (أقصى حد 200 حرف)' })
      .regex(/^[^\p{Cc}/\\]*$/u, { error: 'اسم الملف فيه رموز مش مسموحة' }),
    contentType: z
      .string({ error: 'نوع الملف مطلوب' })
      .trim()
      .toLowerCase()
      .pipe(z.enum(uploadContentTypes, { error: wrongTypeMessage })),
    size: z.coerce
      .number({ error: 'حجم الملف مطلوب' })
      .int({ error: 'حجم الملف لازم يكون رقم صحيح بالبايت' })
      .min(1, { error: 'الملف فاضي، اختار ملف تاني' }),
    field: z
      .string({ error: 'اسم الحقل مطلوب' })
      .regex(/^[A-Za-z][A-Za-z0-9_.[\]-]{0,99}$/, { error: 'اسم الحقل مش صحيح' }),
  })
  .superRefine((query, ctx) => {
    const { kind } = uploadTypes[query.contentType];
    if (!uploadKindsForField(query.field).includes(kind)) {
      ctx.addIssue({
        code: 'custom',
        path: ['contentType'],
        message: 'الحقل ده بياخد صورة بس (JPG أو PNG أو WebP أو GIF)',
      });
      return;
    }
    const limit = uploadSizeLimits[kind];
    if (query.size > limit) {
      ctx.addIssue({
        code: 'custom',
        path: ['size'],
        message: `حجم ${kindNames[kind]} أكبر من المسموح (أقصى حد ${limit / megabyte} ميجا)`,
      });
    }
  });
export type UploadUrlQuery = z.input<typeof uploadUrlQuery>;
export type UploadUrlParams = z.output<typeof uploadUrlQuery>;

export const uploadUrlResponse = z.object({
  url: z
    .string()
    .describe('Where to PUT the file: same-origin path (local) or a presigned URL (s3)'),
  key: z.string().describe('Server-chosen object key, e.g. images/2026/11/<uuid>.png'),
  path: z.string().describe('What the form stores: /uploads/<key> or the file’s public URL'),
  headers: z
    .record(z.string(), z.string())
    .describe('Headers the PUT must carry exactly as given (they are part of the signature)'),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

/**
 * An uploaded photo's key as the API names it (`images/<year>/<month>/<uuid>.<ext>`):
 * nothing else may be converted, so a call can only reach an object a grant named.
 */
export const uploadedImageKey =
  /^images\/\d{4}\/\d{2}\/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\.(?:jpg|png|webp|gif)$/;

/** `POST /shared/uploads/convert`: the `key` a `get-s3-url` answer gave, once its PUT is done. */
export const convertUploadBody = z
  .object({
    key: z
      .string({ error: 'مفتاح الصورة مطلوب' })
      .regex(uploadedImageKey, { error: 'مفتاح الصورة مش من روابط الرفع بتاعتنا' }),
  })
  .strict();
export type ConvertUploadBody = z.infer<typeof convertUploadBody>;

export const convertUploadResponse = z.object({
  key: z.string().describe('The photo’s key, as sent'),
  variants: z
    .array(z.string())
    .describe('The keys of its resized copies now in the store; none for a GIF'),
});
export type ConvertUploadResponse = z.infer<typeof convertUploadResponse>;
