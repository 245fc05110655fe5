import { z } from 'zod';
import { studentSearch } from './content-fields';

/** The file formats of every admin export (decision 0122). */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `?format=`: CSV when left out, as the students export always answered. */
export const exportFormat = z
  .enum(exportFormats, { error: 'صيغة الملف لازم تكون csv أو xlsx' })
  .default('csv');

/** `GET /admin/exam-results/{examId}/export?format=&search=`: the list's search too. */
export const examResultsExportQuery = z.object({ format: exportFormat, search: studentSearch });
export type ExamResultsExportQuery = z.input<typeof examResultsExportQuery>;
