import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from './api-client';

type QueryState = Pick<UseQueryResult, 'data' | 'error' | 'fetchStatus' | 'isError'>;
type ListQueryState = QueryState & Partial<Pick<UseQueryResult, 'isPlaceholderData'>>;

/**
 * A page's call has no answer because the network is gone and the phone kept
 * no copy of it (decision 0207). The page says so instead of a skeleton that
 * never ends, or "not found" and "maintenance" for what is only a lost
 * connection. The call runs again by itself when the connection returns.
 */
export function waitsForNetwork(query: QueryState): boolean {
  if (query.data !== undefined) return false;
  if (query.fetchStatus === 'paused') return true;
  return (
    query.isError &&
    query.error instanceof ApiError &&
    query.error.status === null &&
    !query.error.aborted &&
    !navigator.onLine
  );
}

/**
 * A screen's call has nothing of its own to show because no answer came: the
 * browser is offline, or the server (or the proxy before it) cannot be
 * reached. An admin screen then says so instead of "nothing here yet", "not
 * found" or a skeleton that never ends. The rows of the previous page, kept
 * while the next one loads, are not this page's: they count as nothing.
 */
export function failedToLoad(query: ListQueryState): boolean {
  const shown = query.isPlaceholderData ? undefined : query.data;
  if (shown !== undefined) return false;
  if (waitsForNetwork({ ...query, data: shown })) return true;
  return query.isError && isUnreachable(query.error);
}

/**
 * A call's failure is only a lost connection: no answer came (offline, the
 * server gone) or the proxy before the server answered for it (5xx). An
 * action whose answer is the screen (a code lookup) says so with LoadFailed,
 * not as the server's refusal.
 */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof ApiError && !error.aborted && (error.status === null || error.status >= 500)
  );
}

/**
 * A list's count as it may be shown: undefined while the list has no answer of
 * its own, never a made-up 0, nor the previous page's or search's figure kept
 * while this one failed to load.
 */
export function countToShow(
  query: ListQueryState & { data: { count: number } | undefined },
): number | undefined {
  return failedToLoad(query) ? undefined : query.data?.count;
}
