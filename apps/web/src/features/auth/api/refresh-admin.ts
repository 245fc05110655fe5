import { adminSchema, apiPaths } from '@sabora/contract';
import type { Admin } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function refreshAdmin(signal?: AbortSignal): Promise<Admin> {
  return apiRequest(apiPaths.refreshAdmin, { schema: adminSchema, signal, notShown: true });
}

export function useRefreshAdmin(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'refresh-admin'],
    queryFn: ({ signal }) => refreshAdmin(signal),
    // Once per app start: the session is refreshed on load, not on every focus.
    staleTime: Infinity,
    enabled,
  });
}
