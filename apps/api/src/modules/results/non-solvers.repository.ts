import { and, asc, count, eq, exists, lte, not, notExists, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, examCourses, results, userCourses, users } from '../../db/schema/index';
import { liveAccess } from '../wallet/live-access';
import type { Paging } from './results.repository';

export type NonSolversRepository = ReturnType<typeof createNonSolversRepository>;

/**
 * The students who may take the exam and have no result for it. The exam
 * access rule (contract rules/exam-access.ts) is written out here as SQL so
 * the database pages through thousands of students; a test checks that it
 * agrees with the rule for every kind of student.
 */
export function createNonSolversRepository(db: Database) {
  function mayTake(exam: { id: string; isForCenter: boolean }, now: Date) {
    // Owned means owned now: a student whose access lapsed is not expected to solve.
    const bought = (course?: typeof courses.id) =>
      exists(
        db
          .select()
          .from(userCourses)
          .where(
            and(
              eq(userCourses.userId, users.id),
              course ? eq(userCourses.courseId, course) : undefined,
              liveAccess(now),
            ),
          ),
      );
    const anyBought = bought();
    const owns = or(
      bought(courses.id),
      and(users.vip, eq(users.level, courses.level)),
      and(courses.freeForSubscribers, or(users.vip, anyBought)),
      eq(courses.price, 0),
    );
    const visible = and(
      or(lte(courses.showDate, now), users.showHidden),
      or(not(courses.isForCenter), eq(users.attendanceType, 'center')),
    );
    const ownsVisibleCourse = exists(
      db
        .select()
        .from(examCourses)
        .innerJoin(courses, eq(courses.id, examCourses.courseId))
        .where(and(eq(examCourses.examId, exam.id), visible, owns)),
    );
    const hasNoCourses = notExists(
      db.select().from(examCourses).where(eq(examCourses.examId, exam.id)),
    );
    return and(
      exam.isForCenter ? eq(users.attendanceType, 'center') : undefined,
      or(hasNoCourses, ownsVisibleCourse),
    );
  }

  return {
    async page(exam: { id: string; isForCenter: boolean }, now: Date, paging: Paging) {
      const where = and(
        mayTake(exam, now),
        notExists(
          db
            .select()
            .from(results)
            .where(and(eq(results.examId, exam.id), eq(results.userId, users.id))),
        ),
      );
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          phone: users.phone,
          fatherPhone: users.fatherPhone,
          level: users.level,
        })
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize);
      const [total] = await db.select({ value: count() }).from(users).where(where);
      return { rows, count: total?.value ?? 0 };
    },
  };
}
