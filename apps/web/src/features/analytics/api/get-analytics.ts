import { analyticsSchema, apiPaths } from '@sabora/contract';
import type { Analytics, AnalyticsQuery } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAnalytics(query: AnalyticsQuery, signal?: AbortSignal): Promise<Analytics> {
  return apiRequest(apiPaths.adminAnalytics, { query, schema: analyticsSchema, signal });
}

export function useAnalytics(query: AnalyticsQuery) {
  return useQuery({
    queryKey: ['admin', 'analytics', query],
    queryFn: ({ signal }) => getAnalytics(query, signal),
    placeholderData: keepPreviousData,
  });
}
