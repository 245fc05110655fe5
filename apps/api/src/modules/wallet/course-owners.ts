import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { courses, userCourses, users, type CourseRow } from '../../db/schema/index';
import { liveAccess } from './live-access';

/** What the ownership rule needs to know of a course. */
export type OwnedCourse = Pick<
  CourseRow,
  'id' | 'level' | 'price' | 'freeForSubscribers' | 'showDate' | 'isForCenter'
>;

export const ownedCourseColumns = {
  id: courses.id,
  level: courses.level,
  price: courses.price,
  freeForSubscribers: courses.freeForSubscribers,
  showDate: courses.showDate,
  isForCenter: courses.isForCenter,
};

/**
 * The students to whom `course` is visible and who own it at `now`, over the
 * student's own columns: bought and not expired, VIP at its level, free for
 * subscribers while they subscribe, or free (the contract's course access).
 * The course is a value read beforehand, and what students bought are sets
 * read once, so the database hashes them instead of probing per student
 * (decision 0184). Undefined when every student qualifies.
 */
export function ownsVisibleCourse(db: Executor, course: OwnedCourse, now: Date): SQL | undefined {
  const buyers = (only?: string) =>
    db
      .select({ id: userCourses.userId })
      .from(userCourses)
      .where(and(only ? eq(userCourses.courseId, only) : undefined, liveAccess(now)));
  const visible = and(
    course.showDate.getTime() <= now.getTime() ? undefined : eq(users.showHidden, true),
    course.isForCenter ? eq(users.attendanceType, 'center') : undefined,
  );
  const owns =
    course.price === 0
      ? undefined
      : or(
          inArray(users.id, buyers(course.id)),
          and(eq(users.vip, true), eq(users.level, course.level)),
          course.freeForSubscribers
            ? or(eq(users.vip, true), inArray(users.id, buyers()))
            : undefined,
        );
  return and(visible, owns);
}

/** The students who own and see at least one of `linked`; nobody when it is empty (a video in no course). */
export function ownsAnyOf(db: Executor, linked: readonly OwnedCourse[], now: Date): SQL {
  const each = linked.map((course) => ownsVisibleCourse(db, course, now));
  if (each.some((where) => where === undefined)) return sql`true`;
  return or(...each) ?? sql`false`;
}
