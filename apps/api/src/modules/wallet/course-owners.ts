import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { courses, userCourses, users, type CourseRow } from '../../db/schema/index';
import { liveAccess } from './live-access';

/**
 * Up to this many owners, the owners of paid courses are one set of students
 * the database reaches by key; above it, a pass over the students with the
 * buyers hashed is cheaper (decision 0243: about 2 µs a student by key, 30 ms
 * a pass over 100,000).
 */
export const fewOwners = 5_000;

/** What the ownership rule needs to know of a course. */
export type OwnedCourse = Pick<
  CourseRow,
  'id' | 'level' | 'price' | 'freeForSubscribers' | 'showDate' | 'isForCenter'
> & {
  /** Its live buyers plus the VIPs at its level, each counted only up to just over `fewOwners`. */
  ownersUpTo: number;
};

/** The columns of `courses` that make an `OwnedCourse`, with its owners counted at `now`. */
export function ownedCourseColumns(db: Executor, now: Date) {
  // Each set is counted only as far as the choice needs: a course bought by
  // 30,000 costs no more than one bought by 5,001.
  const countedUpTo = (rows: { limit(limit: number): SQLWrapper }) =>
    sql`(select count(*) from (${rows.limit(fewOwners + 1)}) as counted)`;
  return {
    id: courses.id,
    level: courses.level,
    price: courses.price,
    freeForSubscribers: courses.freeForSubscribers,
    showDate: courses.showDate,
    isForCenter: courses.isForCenter,
    ownersUpTo:
      sql<number>`${countedUpTo(buyersOf(db, now, courses.id))} + ${countedUpTo(vipsAt(db, courses.level))}`.mapWith(
        Number,
      ),
  };
}

function buyersOf(db: Executor, now: Date, only?: string | typeof courses.id) {
  return db
    .select({ id: userCourses.userId })
    .from(userCourses)
    .where(and(only ? eq(userCourses.courseId, only) : undefined, liveAccess(now)))
    .$dynamic();
}

/** The VIPs at `level`, worded as the partial index `users_vip_level_idx` is. */
function vipsAt(db: Executor, level: CourseRow['level'] | typeof courses.level) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.vip}`, eq(users.level, level)))
    .$dynamic();
}

/** Who sees the course at `now`, over the student's own columns; undefined when everyone does. */
function seesCourse(course: OwnedCourse, now: Date): SQL | undefined {
  return and(
    course.showDate.getTime() <= now.getTime() ? undefined : eq(users.showHidden, true),
    course.isForCenter ? eq(users.attendanceType, 'center') : undefined,
  );
}

/**
 * The students to whom `course` is visible and who own it at `now`, over the
 * student's own columns: bought and not expired, VIP at its level, free for
 * subscribers while they subscribe, or free (the contract's course access).
 * The course is a value read beforehand, and what students bought are sets
 * read once, so the database hashes them instead of probing per student
 * (decision 0184). Undefined when every student qualifies.
 */
function ownsVisibleCourse(db: Executor, course: OwnedCourse, now: Date): SQL | undefined {
  const owns =
    course.price === 0
      ? undefined
      : or(
          inArray(users.id, buyersOf(db, now, course.id)),
          and(eq(users.vip, true), eq(users.level, course.level)),
          course.freeForSubscribers
            ? or(eq(users.vip, true), inArray(users.id, buyersOf(db, now)))
            : undefined,
        );
  return and(seesCourse(course, now), owns);
}

/**
 * Paid courses' owners as one set, when they are few and every course is seen
 * by the same students: `id IN (buyers UNION ALL VIPs at the level)` becomes
 * a join the planner sizes from the sets, where the `OR` of the general rule
 * is a test of every student (decision 0243). Undefined when it does not apply.
 */
function fewOwnersOf(db: Executor, linked: readonly OwnedCourse[], now: Date): SQL | undefined {
  const [first, ...others] = linked;
  if (!first) return undefined;
  const sameSight = (course: OwnedCourse) =>
    course.isForCenter === first.isForCenter &&
    course.showDate.getTime() <= now.getTime() === first.showDate.getTime() <= now.getTime();
  const owners = linked.reduce((sum, course) => sum + course.ownersUpTo, 0);
  if (
    owners > fewOwners ||
    linked.some((course) => course.price === 0 || course.freeForSubscribers) ||
    !others.every(sameSight)
  ) {
    return undefined;
  }
  const setsOf = (course: OwnedCourse) =>
    [buyersOf(db, now, course.id), vipsAt(db, course.level)] as const;
  const owned = unionAll(...setsOf(first), ...others.flatMap(setsOf));
  return and(seesCourse(first, now), inArray(users.id, owned));
}

/** The students who own and see at least one of `linked`; nobody when it is empty (a video in no course). */
export function ownsAnyOf(db: Executor, linked: readonly OwnedCourse[], now: Date): SQL {
  const each = linked.map((course) => ownsVisibleCourse(db, course, now));
  if (each.some((where) => where === undefined)) return sql`true`;
  return fewOwnersOf(db, linked, now) ?? or(...each) ?? sql`false`;
}
