import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// A 4xx will answer the same way again; only network and server failures are retried.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    (error.aborted || (error.status !== null && error.status < 500))
  ) {
    return false;
  }
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
