import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from './api-client';

type QueryState = Pick<UseQueryResult, 'data' | 'error' | 'fetchStatus' | 'isError'>;

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
