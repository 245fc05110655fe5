import { adminUsersResponse, apiPaths } from '@sabora/contract';
import type { AdminUsersQuery, AdminUsersResponse } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getUsers(
  query: AdminUsersQuery,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  return apiRequest(apiPaths.adminUsers, { query, schema: adminUsersResponse, signal });
}

export function useUsers(query: AdminUsersQuery, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
