import { adminsResponse, apiPaths } from '@sabora/contract';
import type { AdminsResponse } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const adminsKey = ['admin', 'admins'] as const;

export function getAdmins(signal?: AbortSignal): Promise<AdminsResponse> {
  return apiRequest(apiPaths.adminAdmins, { schema: adminsResponse, signal });
}

/** Every admin (main admins only); `enabled` false for a secondary admin, who gets 403. */
export function useAdmins(enabled = true) {
  return useQuery({
    queryKey: adminsKey,
    queryFn: ({ signal }) => getAdmins(signal),
    enabled,
    staleTime: 60_000,
  });
}
