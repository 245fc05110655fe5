import { z } from 'zod';
import { contentTitle, mediaUrl, pageQuery } from './content-fields';
import { epochMs } from './fields';

export const pdfSchema = z.object({
  _id: z.string(),
  title: z.string(),
  url: z.string(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type Pdf = z.infer<typeof pdfSchema>;

/** A PDF as the video page lists it. */
export const pdfLinkSchema = pdfSchema.pick({ _id: true, title: true, url: true });
export type PdfLink = z.infer<typeof pdfLinkSchema>;

const pdfFields = {
  title: contentTitle('اسم الملف'),
  url: mediaUrl('رابط الملف'),
};

export const pdfBody = z.object(pdfFields);
export type PdfBody = z.input<typeof pdfBody>;

export const pdfPatchBody = pdfBody.partial();
export type PdfPatchBody = z.input<typeof pdfPatchBody>;

export const adminPdfsQuery = z.object(pageQuery);
export type AdminPdfsQuery = z.input<typeof adminPdfsQuery>;

export const adminPdfsResponse = z.object({ pdfs: z.array(pdfSchema), count: z.number().int() });
export type AdminPdfsResponse = z.infer<typeof adminPdfsResponse>;
