import { apiPaths, userSchema } from '@sabora/contract';
import type { User } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function refreshUser(signal?: AbortSignal): Promise<User> {
  return apiRequest(apiPaths.refreshUser, { schema: userSchema, signal, notShown: true });
}

export function useRefreshUser(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'refresh-user'],
    queryFn: ({ signal }) => refreshUser(signal),
    // Once per app start: the session is refreshed on load, not on every focus.
    staleTime: Infinity,
    enabled,
  });
}
