import { apiErrorSchema, apiPaths, apiPrefix } from '@sabora/contract';
import type { AdminUsersExportQuery } from '@sabora/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messages } from '@/i18n/messages';
import { withQuery } from '@/lib/api-client';
import { currentToken } from '@/lib/session';

function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the default name
    }
  }
  return messages.ops.users.exportFileName;
}

/**
 * `GET /admin/users/export`: a CSV the browser saves. A plain link cannot send
 * the bearer token, so the file is fetched and handed over as a Blob link.
 */
export async function exportUsers(query: AdminUsersExportQuery): Promise<void> {
  const token = currentToken();
  let response: Response;
  try {
    response = await fetch(`${apiPrefix}${withQuery(apiPaths.adminUsersExport, query)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    toast.error(messages.errors.network);
    return;
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = apiErrorSchema.safeParse(body);
    toast.error(parsed.success ? parsed.data.message : messages.errors.unexpected);
    return;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
