import { apiPaths, courseSchema, withId } from '@sabora/contract';
import type { Course } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdminCourse(id: string, signal?: AbortSignal): Promise<Course> {
  return apiRequest(withId(apiPaths.adminCourseById, id), { schema: courseSchema, signal });
}

export const adminCourseKey = (id: string) => ['admin', 'course', id] as const;

export function useAdminCourse(id: string) {
  return useQuery({
    queryKey: adminCourseKey(id),
    queryFn: ({ signal }) => getAdminCourse(id, signal),
  });
}
