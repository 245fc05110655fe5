import { apiPaths } from '@sabora/contract';
import type { AdminUsersExportQuery } from '@sabora/contract';
import { messages } from '@/i18n/messages';
import { downloadFile } from '@/lib/download-file';

/** `GET /admin/users/export?format=`: the students of the current filters as a file. */
export function exportUsers(query: AdminUsersExportQuery & { format: 'csv' | 'xlsx' }) {
  return downloadFile(apiPaths.adminUsersExport, query, messages.ops.users.exportFileName);
}
