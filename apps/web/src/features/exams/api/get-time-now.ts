import { apiPaths, timeNowResponse } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clockOffset } from '../lib/server-clock';

export function getTimeNow(signal?: AbortSignal): Promise<number> {
  return apiRequest(apiPaths.timeNow, { schema: timeNowResponse, signal, quietOffline: true });
}

/** The server clock minus this phone's clock, measured around one round trip. */
export async function measureClockOffset(signal?: AbortSignal): Promise<number> {
  const sentAt = Date.now();
  const serverNow = await getTimeNow(signal);
  return clockOffset(serverNow, sentAt, Date.now());
}

/** The offset measured once for a page that waits for a moment of the server's (a result's reveal). */
export function useServerOffset(enabled: boolean) {
  return useQuery({
    queryKey: ['server-offset'],
    queryFn: ({ signal }) => measureClockOffset(signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
