import { apiPaths } from '@sabora/contract';
import type { AdminUsersExportQuery } from '@sabora/contract';
import { operationsMessages } from '@/i18n/operations-messages';
import { downloadFile } from '@/lib/download-file';

/** `GET /admin/users/export?format=`: the students of the current filters as a file. */
export function exportUsers(query: AdminUsersExportQuery & { format: 'csv' | 'xlsx' }) {
  return downloadFile(
    apiPaths.adminUsersExport,
    query,
    operationsMessages.ops.users.exportFileName,
  );
}
