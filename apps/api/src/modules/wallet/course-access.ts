import { inArray, sql } from 'drizzle-orm';
import type { CourseAccess } from '@sabora/contract';
import type { Executor } from '../../db/executor';
import { courses, userCourses } from '../../db/schema/index';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Grants courses the way a purchase or a bill does (design.md "Selling
 * access"): a course with `accessDays` until then, counted from the later of
 * now and the current end, so a renewal before expiry loses no day; a course
 * without `accessDays`, or one already held for good, for good.
 */
export async function grantCourseAccess(
  exec: Executor,
  userId: string,
  courseIds: readonly string[],
  now: Date,
): Promise<CourseAccess[]> {
  if (courseIds.length === 0) return [];
  const terms = await exec
    .select({ id: courses.id, accessDays: courses.accessDays })
    .from(courses)
    .where(inArray(courses.id, [...courseIds]));
  const granted: CourseAccess[] = [];
  for (const course of terms) {
    const days = course.accessDays;
    const fresh = days === null ? null : new Date(now.getTime() + days * dayMs);
    // "until" null wins; otherwise extend from whichever is later.
    const extended =
      days === null
        ? sql`null`
        : sql`case when ${userCourses.until} is null then null
            else greatest(${userCourses.until}, ${now.toISOString()}::timestamptz)
              + make_interval(days => ${days}) end`;
    const [row] = await exec
      .insert(userCourses)
      .values({ userId, courseId: course.id, createdAt: now, until: fresh })
      .onConflictDoUpdate({
        target: [userCourses.userId, userCourses.courseId],
        set: { until: extended },
      })
      .returning({ course: userCourses.courseId, until: userCourses.until });
    granted.push({ course: row!.course, until: row!.until?.getTime() ?? null });
  }
  return granted;
}
