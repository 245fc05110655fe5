import { cairoDateTime } from '../../lib/csv';
import type { Sheet } from '../../lib/export/sheet-stream';
import type { ViewerRecord } from './watch-reports.repository';
import { toVideoProgress, viewerStatusLabels } from './watch-reports-dto';

const headers = [
  'الاسم',
  'رقم الموبايل',
  'رقم ولي الأمر',
  'الحالة',
  'دقايق المشاهدة',
  'نسبة اللي اتشاف %',
  'المشاهدات',
  'آخر مشاهدة',
];

/** A video's owners as the assistants' call list: phones first, then how far each got. */
export function viewersSheet(
  title: string,
  maxViews: number | null,
  pages: AsyncIterable<ViewerRecord[]>,
): Sheet {
  async function* rows() {
    for await (const page of pages) {
      yield page.map(({ student, progress, status }) => {
        const shown = toVideoProgress(progress, maxViews);
        return [
          student.name,
          student.phone,
          student.fatherPhone,
          viewerStatusLabels[status],
          Math.round(shown.watchedSeconds / 60),
          Math.round(shown.coverage * 100),
          shown.maxViews === null ? `${shown.views}` : `${shown.views} من ${shown.maxViews}`,
          cairoDateTime(progress?.lastWatchedAt ?? null),
        ];
      });
    }
  }
  return { name: `مين اتفرج - ${title}`, headers, pages: rows() };
}
