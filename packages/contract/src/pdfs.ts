import { z } from 'zod';
import { contentTitle, mediaUrl, pageQuery } from './content-fields';
import { epochMs } from './fields';
import { adminWrite, readOnlyFields } from './write-body';

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

const pdfReadOnly = ['_id', 'createdAt', 'updatedAt'] as const;

export const pdfBody = adminWrite(z.object({ ...readOnlyFields(...pdfReadOnly), ...pdfFields }), {
  readOnly: pdfReadOnly,
});
export type PdfBody = z.input<typeof pdfBody>;

export const pdfPatchBody = adminWrite(
  z.object({ ...readOnlyFields(...pdfReadOnly), ...pdfFields }).partial(),
  { readOnly: pdfReadOnly },
);
export type PdfPatchBody = z.input<typeof pdfPatchBody>;

export const adminPdfsQuery = z.object(pageQuery);
export type AdminPdfsQuery = z.input<typeof adminPdfsQuery>;

export const adminPdfsResponse = z.object({ pdfs: z.array(pdfSchema), count: z.number().int() });
export type AdminPdfsResponse = z.infer<typeof adminPdfsResponse>;
