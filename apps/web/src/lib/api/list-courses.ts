import { apiPaths, coursesResponse } from '@sabora/contract';
import type { Course } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startEarly, takeEarly } from '@/lib/early-request';
import { useSession } from '@/lib/session';
import type { Session } from '@/lib/session';
import { catalogueAll } from '@/lib/viewer';

export function listCourses(all: boolean, signal?: AbortSignal): Promise<Course[]> {
  return apiRequest(apiPaths.sharedCourses, {
    method: 'POST',
    body: { all },
    schema: coursesResponse,
    signal,
  });
}

// Who asks and `all` (which follows showHidden) are in the key, so the list
// reloads when either changes.
function coursesKey(session: Session) {
  const who = session.admin?._id ?? session.user?._id ?? 'visitor';
  return ['catalogue', 'courses', { who, all: catalogueAll(session) }] as const;
}

/** The list's call when the app opens on a course list. */
export function requestCoursesEarly(session: Session): void {
  startEarly(coursesKey(session), () => listCourses(catalogueAll(session)));
}

/** The catalogue as the signed-in person sees it. */
export function useCourses() {
  const session = useSession();
  const queryKey = coursesKey(session);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      takeEarly<Course[]>(queryKey) ?? listCourses(catalogueAll(session), signal),
  });
}
