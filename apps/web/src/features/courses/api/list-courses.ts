import { apiPaths, coursesResponse } from '@sabora/contract';
import type { Course } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { catalogueAll } from '@/lib/viewer';

export function listCourses(all: boolean, signal?: AbortSignal): Promise<Course[]> {
  return apiRequest(apiPaths.sharedCourses, {
    method: 'POST',
    body: { all },
    schema: coursesResponse,
    signal,
  });
}

/**
 * The catalogue as the signed-in person sees it. Who asks and `all` (which
 * follows showHidden) are in the key, so the list reloads when either changes.
 */
export function useCourses() {
  const session = useSession();
  const all = catalogueAll(session);
  const who = session.admin?._id ?? session.user?._id ?? 'visitor';
  return useQuery({
    queryKey: ['catalogue', 'courses', { who, all }],
    queryFn: ({ signal }) => listCourses(all, signal),
  });
}
