import { apiPaths, callSchema, callsResponse, userCallsResponse, withId } from '@sabora/contract';
import type {
  Call,
  CallBody,
  CallsQuery,
  CallsResponse,
  UserCallsResponse,
} from '@sabora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /admin/calls` */
export function getCalls(query: CallsQuery, signal?: AbortSignal): Promise<CallsResponse> {
  return apiRequest(apiPaths.adminCalls, { query, schema: callsResponse, signal });
}

export function useCalls(query: CallsQuery) {
  return useQuery({
    queryKey: ['admin', 'calls', query],
    queryFn: ({ signal }) => getCalls(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/users/{id}/calls` */
export function getUserCalls(id: string, signal?: AbortSignal): Promise<UserCallsResponse> {
  return apiRequest(withId(apiPaths.adminUserCalls, id), { schema: userCallsResponse, signal });
}

export function useUserCalls(id: string) {
  return useQuery({
    queryKey: ['admin', 'user-calls', id],
    queryFn: ({ signal }) => getUserCalls(id, signal),
    enabled: id !== '',
  });
}

/** `POST /admin/users/{id}/calls` */
export function createCall({ userId, body }: { userId: string; body: CallBody }): Promise<Call> {
  return apiRequest(withId(apiPaths.adminUserCalls, userId), {
    method: 'POST',
    body,
    schema: callSchema,
  });
}

export function useCreateCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCall,
    onSuccess: async (_call, { userId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'user', userId] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'user-calls', userId] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'calls'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]);
    },
  });
}
