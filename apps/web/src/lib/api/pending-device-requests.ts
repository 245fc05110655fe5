import { apiPaths, deviceRequestsResponse } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Every admin query about device requests starts with this key; a decision refreshes them all. */
export const deviceRequestsKey = ['admin', 'device-requests'] as const;

/** The admin menu's badge: how many device-change requests wait for a decision. */
export function usePendingDeviceRequests(enabled: boolean) {
  return useQuery({
    queryKey: [...deviceRequestsKey, 'pending-count'],
    queryFn: async ({ signal }) => {
      const response = await apiRequest(apiPaths.adminDeviceRequests, {
        query: { status: 'pending', pageSize: 1 },
        schema: deviceRequestsResponse,
        signal,
      });
      return response.pending;
    },
    enabled,
    // A student waits at the sign-in page: the badge should not need a reload.
    refetchInterval: 60_000,
  });
}
