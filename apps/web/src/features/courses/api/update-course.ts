import { apiPaths, courseSchema, withId } from '@sabora/contract';
import type { Course, CoursePatchBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminCourseKey } from './get-admin-course';

export function updateCourse({ id, body }: { id: string; body: CoursePatchBody }): Promise<Course> {
  return apiRequest(withId(apiPaths.adminCourseById, id), {
    method: 'PATCH',
    body,
    schema: courseSchema,
  });
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: async (course) => {
      queryClient.setQueryData(adminCourseKey(course._id), course);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]);
    },
  });
}
