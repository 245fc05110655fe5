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

/** The list's query, shared by the hook and by a one-off fetch of the same page. */
export const usersQuery = (query: AdminUsersQuery) => ({
  queryKey: ['admin', 'users', query],
  queryFn: ({ signal }: { signal?: AbortSignal }) => getUsers(query, signal),
});

export function useUsers(query: AdminUsersQuery, enabled = true) {
  return useQuery({ ...usersQuery(query), placeholderData: keepPreviousData, enabled });
}
