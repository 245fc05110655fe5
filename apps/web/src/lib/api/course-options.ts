import { levelLabels, levels } from '@sabora/contract';
import type { Level } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { getAdminCourses } from './get-admin-courses';

export interface CourseOption {
  value: string;
  label: string;
  level: Level;
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
        level: course.level,
      })),
    staleTime: 60_000,
  });
}

/**
 * The options in groups by level, in the school's order, the student's own level
 * first: a long flat list of every level was hard to pick from.
 */
export function optionsByLevel(options: CourseOption[], first?: Level) {
  const order = first ? [first, ...levels.filter((level) => level !== first)] : levels;
  return order.flatMap((level) => {
    const inLevel = options.filter((option) => option.level === level);
    return inLevel.length === 0 ? [] : [{ label: levelLabels[level], options: inLevel }];
  });
}
