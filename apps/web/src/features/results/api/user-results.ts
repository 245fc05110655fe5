import { apiPaths, userResultResponse, userResultsResponse, withId } from '@sabora/contract';
import type { UserResultResponse, UserResultsResponse } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { defaultPageSize } from '@/lib/pagination';

export function getUserResults(page: number, signal?: AbortSignal): Promise<UserResultsResponse> {
  return apiRequest(apiPaths.userResults, {
    query: { page, pageSize: defaultPageSize },
    schema: userResultsResponse,
    signal,
  });
}

export function useUserResults(page: number) {
  return useQuery({
    queryKey: ['user', 'results', page],
    queryFn: ({ signal }) => getUserResults(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function getUserResult(id: string, signal?: AbortSignal): Promise<UserResultResponse> {
  return apiRequest(withId(apiPaths.userResult, id), { schema: userResultResponse, signal });
}

export function useUserResult(id: string) {
  return useQuery({
    queryKey: ['user', 'result', id],
    queryFn: ({ signal }) => getUserResult(id, signal),
    retry: false,
  });
}
