import type { ExamListRecord } from './exams.repository';

/**
 * The exam's solution: an attached catalogue video (its address and poster)
 * wins over a plain `solutionUrl`, which has no poster. Null when there is none.
 */
export function solutionVideoOf(
  record: Pick<ExamListRecord, 'row' | 'solutionVideo'>,
): { url: string; imageUrl: string | null } | null {
  if (record.solutionVideo) {
    return { url: record.solutionVideo.url, imageUrl: record.solutionVideo.imageUrl };
  }
  return record.row.solutionUrl ? { url: record.row.solutionUrl, imageUrl: null } : null;
}
