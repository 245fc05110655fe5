import { adminUserPageSchema, apiPaths, withId } from '@sabora/contract';
import type { AdminUserPage } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const userPageKey = (id: string) => ['admin', 'user', id] as const;

export function getUser(id: string, signal?: AbortSignal): Promise<AdminUserPage> {
  return apiRequest(withId(apiPaths.adminUserById, id), { schema: adminUserPageSchema, signal });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: userPageKey(id),
    queryFn: ({ signal }) => getUser(id, signal),
    enabled: id !== '',
  });
}
