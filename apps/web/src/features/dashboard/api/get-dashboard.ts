import { apiPaths, dashboardSchema } from '@sabora/contract';
import type { Dashboard } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest(apiPaths.adminDashboard, { schema: dashboardSchema, signal });
}

/** `GET /admin/dashboard`, refreshed every minute while the home page is open. */
export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: 60_000,
  });
}
