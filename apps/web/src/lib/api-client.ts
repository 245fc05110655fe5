import { apiErrorSchema, jwtExpiredMessage } from '@sabora/contract';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { sendRaw, takeRaw, type RawRequest } from '@/early/raw-requests';
import { messages } from '@/i18n/messages';
import { navigateTo } from './navigation';
import { noteServerResponse, sayServerUnreachable } from './network-toast';
import { copySavedAtOf, recordAnswer, recordNoAnswer } from './offline-copy-store';
import { signInToastId } from './toast-ids';
import { clearSession, currentToken } from './session';

/**
 * A failed call. `status` is null when no response arrived; `aborted` marks a
 * request the caller cancelled, which is never shown to the user.
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly data: readonly string[];
  readonly aborted: boolean;
  /** The parsed error body, for calls whose errors carry more than a message (video 403s). */
  readonly body: unknown;

  constructor(
    message: string,
    options: {
      status?: number | null;
      data?: readonly string[];
      aborted?: boolean;
      body?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status ?? null;
    this.data = options.data ?? [];
    this.aborted = options.aborted ?? false;
    this.body = options.body;
  }
}

export interface RequestOptions<T> {
  schema: z.ZodType<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Query parameters; undefined and empty values are left out. */
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  /**
   * Background calls that retry by themselves (draft saves, clock checks): a
   * dropped connection there is shown by their own indicator, not a toast.
   */
  quietOffline?: boolean;
  /**
   * A call the page itself does not show (the session's refresh on start, the
   * exam banner over every page): whether its answer was an offline copy says
   * nothing of the page, so the offline bar does not follow it.
   */
  notShown?: boolean;
  /**
   * A form's save: a 409 or 422 is shown by the form under its fields (errors
   * belong on the field), so it is not also a toast.
   */
  fieldErrors?: boolean;
  /**
   * The caller shows a refusal on the page itself (a 404 that only means "not
   * there yet"): no toast. An ended session still signs out.
   */
  quietRefusal?: boolean;
}

/** `path?query` without the parameters that carry no value. */
export function withQuery(path: string, query: RequestOptions<unknown>['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number') {
      params.set(key, String(value));
    } else if (typeof value === 'boolean') {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function signOut(): void {
  clearSession();
  navigateTo('/login');
}

/**
 * One toast per kind of error: the calls of a page failing together, or a
 * session ending under several calls, show it once (react-toastify drops a
 * toast whose id is already on screen).
 */
const errorToast = (message: string) => {
  toast.error(message, { toastId: `error:${message}` });
};

/**
 * Spec section 8: every server error becomes toasts, and auth failures end the
 * session. Downloads (download-file.ts) report through it too, so a refused
 * export says so as any call does and an ended session signs out the same way.
 */
export function reportFailure(
  status: number,
  body: unknown,
  {
    fieldErrors = false,
    quietRefusal = false,
    noPage = false,
  }: Pick<RequestOptions<unknown>, 'fieldErrors' | 'quietRefusal'> & {
    /** No page shows a bare 403 for this call (a download): a toast says it. */
    noPage?: boolean;
  } = {},
): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  const message = parsed.success ? parsed.data.message : '';
  const data = parsed.success ? (parsed.data.data ?? []) : [];
  const fallback = status === 403 ? messages.errors.forbidden : messages.errors.unexpected;
  const error = new ApiError(message || fallback, { status, data, body });

  if (status === 401) {
    // However many calls find the session ended, one "sign in" toast says so.
    const said = message && message !== jwtExpiredMessage ? message : messages.auth.sessionExpired;
    toast.error(said, { toastId: signInToastId });
    signOut();
  } else if (quietRefusal) {
    return error;
  } else if (fieldErrors && (status === 409 || status === 422)) {
    return error; // the form puts these under its fields
  } else if (status === 422 && data.length > 0) {
    for (const entry of data) errorToast(entry);
  } else if (status !== 403 || message || noPage) {
    errorToast(error.message);
  }
  return error;
}

/**
 * The one way the web app talks to the API. Parses the response with the
 * contract schema. A call the page started before the app's code arrived
 * (early/start.ts) is taken over instead of sent again.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const request: RawRequest = {
    method: options.method ?? 'GET',
    path: withQuery(path, options.query),
    token: currentToken(),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };

  let response: Response;
  let body: unknown;
  try {
    response = await (takeRaw(request) ?? sendRaw(request, options.signal));
    body = await readJson(response);
  } catch (cause) {
    if (isAbort(cause) || options.signal?.aborted) {
      throw new ApiError('aborted', { aborted: true });
    }
    if (!options.notShown) recordNoAnswer();
    // A page whose call fails offline says so itself (lib/offline-query.ts).
    const pageShowsIt = request.method === 'GET' && !navigator.onLine;
    if (!options.quietOffline && !pageShowsIt) sayServerUnreachable();
    throw new ApiError(messages.errors.network);
  }
  if (options.signal?.aborted) throw new ApiError('aborted', { aborted: true });
  noteServerResponse(response);

  if (!response.ok) throw reportFailure(response.status, body, options);

  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    errorToast(messages.errors.badResponse);
    throw new ApiError(messages.errors.badResponse, { status: response.status });
  }
  if (!options.notShown) recordAnswer(parsed.data, copySavedAtOf(response));
  return parsed.data;
}
