import { adminVideosResponse, apiPaths } from '@sabora/contract';
import type { AdminVideosQuery, AdminVideosResponse } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdminVideos(
  query: AdminVideosQuery,
  signal?: AbortSignal,
): Promise<AdminVideosResponse> {
  return apiRequest(apiPaths.adminVideos, { query, schema: adminVideosResponse, signal });
}

export function useAdminVideos(query: AdminVideosQuery) {
  return useQuery({
    queryKey: ['admin', 'videos', query],
    queryFn: ({ signal }) => getAdminVideos(query, signal),
    // The table keeps its rows while the next page loads.
    placeholderData: keepPreviousData,
  });
}
