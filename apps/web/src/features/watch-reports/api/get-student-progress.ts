import { adminStudentProgressResponse, apiPaths, withId } from '@sabora/contract';
import type { AdminStudentProgressResponse } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getStudentProgress(
  userId: string,
  signal?: AbortSignal,
): Promise<AdminStudentProgressResponse> {
  return apiRequest(withId(apiPaths.adminUserProgress, userId), {
    schema: adminStudentProgressResponse,
    signal,
  });
}

/** Every watching query starts with this, so a grant refreshes them all. */
export const watchingKey = ['admin', 'watching'] as const;

export function useStudentProgress(userId: string) {
  return useQuery({
    queryKey: [...watchingKey, 'student', userId],
    queryFn: ({ signal }) => getStudentProgress(userId, signal),
    enabled: userId !== '',
  });
}
