import { adminUsersResponse, apiPaths } from '@sabora/contract';
import type { AdminUsersResponse } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function findStudents(search: string, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return apiRequest(apiPaths.adminUsers, {
    query: { search, pageSize: 10 },
    schema: adminUsersResponse,
    signal,
  });
}

/** The students a typed name or phone finds, for picking one; nothing before anything is typed. */
export function useFoundStudents(search: string) {
  return useQuery({
    queryKey: ['admin', 'users', 'find', search],
    queryFn: ({ signal }) => findStudents(search, signal),
    enabled: search !== '',
  });
}
