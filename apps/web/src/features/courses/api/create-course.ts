import { apiPaths, courseSchema } from '@sabora/contract';
import type { Course, CourseBody } from '@sabora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function createCourse(body: CourseBody): Promise<Course> {
  return apiRequest(apiPaths.adminCourse, { method: 'POST', body, schema: courseSchema });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]);
    },
  });
}
