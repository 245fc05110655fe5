import { levelLabels } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { getAdminCourses } from '@/features/courses/api/get-admin-courses';

export interface CourseOption {
  value: string;
  label: string;
}

/** Every course (the API's largest page) as options of a multi-select: "title — level". */
export function useCourseOptions() {
  return useQuery({
    queryKey: ['admin', 'courses', 'options'],
    queryFn: ({ signal }) => getAdminCourses({ page: 1, pageSize: 100 }, signal),
    select: (data): CourseOption[] =>
      data.courses.map((course) => ({
        value: course._id,
        label: `${course.title} — ${levelLabels[course.level]}`,
      })),
    staleTime: 60_000,
  });
}
