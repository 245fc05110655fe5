import { adminCoursesResponse, apiPaths } from '@sabora/contract';
import type { AdminCoursesQuery, AdminCoursesResponse } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdminCourses(
  query: AdminCoursesQuery,
  signal?: AbortSignal,
): Promise<AdminCoursesResponse> {
  return apiRequest(apiPaths.adminCourses, { query, schema: adminCoursesResponse, signal });
}

export function useAdminCourses(query: AdminCoursesQuery) {
  return useQuery({
    queryKey: ['admin', 'courses', query],
    queryFn: ({ signal }) => getAdminCourses(query, signal),
    // The table keeps its rows while the next page loads.
    placeholderData: keepPreviousData,
  });
}
