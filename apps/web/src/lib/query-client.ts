import { onlineManager, QueryClient } from '@tanstack/react-query';
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
  // React Query only hears the browser's online and offline events: a page
  // opened without a network would otherwise count as online (decision 0207).
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      // Offline, a call still goes once, so the service worker can answer it
      // with the phone's copy; only the retries wait for the network.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      // Offline, a paused save would spin with no word, then go out unseen once the
      // network returns (perhaps after the admin left the form): every save is sent
      // at once, so it fails at once, says so, and keeps the form for another try.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
