import { and, count, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, examCourses, results, users } from '../../db/schema/index';
import { byName } from '../students/student-search';
import { ownedCourseColumns, ownsAnyOf, type OwnedCourse } from '../wallet/course-owners';
import type { Paging } from './results.repository';

export type NonSolversRepository = ReturnType<typeof createNonSolversRepository>;

/**
 * The students who may take the exam and have no result for it. The exam
 * access rule (contract rules/exam-access.ts) is written out here as SQL so
 * the database pages through thousands of students; a test checks that it
 * agrees with the rule for every kind of student. The exam's few courses are
 * read first (decision 0184): a condition correlated with both the student
 * and the course cost a probe per student, a second for an exam open to 100,000.
 */
export function createNonSolversRepository(db: Database) {
  function mayTake(exam: { isForCenter: boolean }, linked: OwnedCourse[], now: Date) {
    return and(
      exam.isForCenter ? eq(users.attendanceType, 'center') : undefined,
      linked.length === 0 ? undefined : ownsAnyOf(db, linked, now),
    );
  }

  return {
    async page(exam: { id: string; isForCenter: boolean }, now: Date, paging: Paging) {
      const linked = await db
        .select(ownedCourseColumns(db, now))
        .from(examCourses)
        .innerJoin(courses, eq(courses.id, examCourses.courseId))
        .where(eq(examCourses.examId, exam.id));
      // `NOT IN` a set read once, not `NOT EXISTS` (decision 0217): the planner
      // turned the latter into a merge over the primary key, a page visit per
      // student in id order. A deleted student's result keeps a null author,
      // and one null in the set would make `NOT IN` keep nobody.
      const solvers = db
        .select({ id: results.userId })
        .from(results)
        .where(and(eq(results.examId, exam.id), isNotNull(results.userId)));
      const where = and(mayTake(exam, linked, now), notInArray(users.id, solvers));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            phone: users.phone,
            fatherPhone: users.fatherPhone,
            level: users.level,
          })
          .from(users)
          .where(where)
          .orderBy(...byName)
          .limit(paging.pageSize)
          .offset((paging.page - 1) * paging.pageSize),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, count: total?.value ?? 0 };
    },
  };
}
