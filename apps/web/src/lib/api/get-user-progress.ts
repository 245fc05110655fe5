import { apiPaths, studentProgressResponse } from '@sabora/contract';
import type { StudentProgressResponse } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const userProgressKey = (userId: string) => ['user', 'progress', userId] as const;

export function getUserProgress(signal?: AbortSignal): Promise<StudentProgressResponse> {
  return apiRequest(apiPaths.userProgress, { schema: studentProgressResponse, signal });
}

/**
 * The signed-in student's progress on every video they started and every
 * course they own (course page marks, my courses). Nothing is asked for a
 * visitor or an admin: `data` stays undefined and the pages show as before.
 */
export function useUserProgress(enabled = true) {
  const { user, admin } = useSession();
  const userId = admin === null ? user?._id : undefined;
  return useQuery({
    queryKey: userProgressKey(userId ?? ''),
    queryFn: ({ signal }) => getUserProgress(signal),
    enabled: enabled && userId !== undefined,
  });
}
