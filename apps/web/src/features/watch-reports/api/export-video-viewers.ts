import { apiPaths, withId } from '@sabora/contract';
import type { ViewerStatus } from '@sabora/contract';
import { watchReportsMessages } from '@/i18n/watch-reports-messages';
import { downloadFile } from '@/lib/download-file';

/** `GET /admin/videos/{id}/viewers/export?format=&status=`: the call list as a file. */
export function exportVideoViewers(
  videoId: string,
  query: { status?: ViewerStatus | undefined; format: 'csv' | 'xlsx' },
) {
  return downloadFile(
    withId(apiPaths.adminVideoViewersExport, videoId),
    query,
    watchReportsMessages.viewers.exportFileName,
  );
}
