import { apiPrefix } from '@sabora/contract';
import { reportFailure, withQuery } from './api-client';
import { noteServerResponse, sayServerUnreachable } from './network-toast';
import { currentToken } from './session';

function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the default name
    }
  }
  return fallback;
}

/**
 * Saves a file the API makes (an export). A plain link cannot send the bearer
 * token, so the file is fetched and handed over as a Blob link.
 */
export async function downloadFile(
  path: string,
  query: Record<string, unknown>,
  fallbackName: string,
): Promise<void> {
  const token = currentToken();
  let response: Response;
  try {
    response = await fetch(`${apiPrefix}${withQuery(path, query)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    sayServerUnreachable();
    return;
  }
  noteServerResponse(response);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    reportFailure(response.status, body, { noPage: true });
    return;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
