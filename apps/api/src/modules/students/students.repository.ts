import { and, asc, count, desc, eq, gt, inArray, min, ne, notInArray, sql } from 'drizzle-orm';
import type { CourseAccess } from '@sabora/contract';
import type { Database } from '../../db/client';
import type { Executor, Transaction } from '../../db/executor';
import {
  courses,
  exams,
  results,
  userCourses,
  users,
  type CourseRow,
  type NewUserRow,
  type UserRow,
} from '../../db/schema/index';
import { grantCourseAccess } from '../wallet/course-access';
import { liveAccess } from '../wallet/live-access';
import { keysetPages, orderOf, type SortKey } from '../../lib/export/keyset-pages';
import { studentsWhere, type StudentFilters } from './student-search';
import type { StudentExportRow } from './students-sheet';

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;

export interface StudentPageQuery extends StudentFilters {
  page: number;
  pageSize: number;
}

export type OwnedCourseRow = Pick<CourseRow, 'id' | 'title' | 'level'> & { until: Date | null };

/** The admin's side of students: every query the student pages need. */
export function createStudentsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A page of the student list: newest registration first. */
    async page(query: StudentPageQuery, now: Date): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(studentsWhere(query, now))
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
    },

    /** How many students the filters match at `now`. */
    async count(filters: StudentFilters, now: Date): Promise<number> {
      const [total] = await db
        .select({ value: count() })
        .from(users)
        .where(studentsWhere(filters, now));
      return total?.value ?? 0;
    },

    /** The next instant after `now` at which a student's access to a course lapses. */
    async nextLapse(now: Date): Promise<number | undefined> {
      const [row] = await db
        .select({ until: min(userCourses.until) })
        .from(userCourses)
        .where(gt(userCourses.until, now));
      return row?.until?.getTime();
    },

    /**
     * Every matching student with the titles of the courses they own at `now`
     * (a lapsed course is not theirs any more), a page at a time, for the export.
     */
    exportPages(filters: StudentFilters, now: Date) {
      const titles = db
        .select({
          titles: sql<string[]>`array_agg(${courses.title} order by ${userCourses.createdAt})`,
        })
        .from(userCourses)
        .innerJoin(courses, eq(courses.id, userCourses.courseId))
        .where(and(eq(userCourses.userId, users.id), liveAccess(now)));
      const keys: Array<SortKey<StudentExportRow>> = [
        { column: users.createdAt, direction: 'desc', value: (row) => row.user.createdAt },
        { column: users.id, direction: 'asc', value: (row) => row.user.id },
      ];
      return keysetPages(keys, (after, limit) =>
        db
          .select({ user: users, courseTitles: sql<string[] | null>`(${titles})` })
          .from(users)
          .where(and(studentsWhere(filters, now), after))
          .orderBy(...orderOf(keys))
          .limit(limit),
      );
    },

    /** What each student bought and until when, oldest purchase first. */
    async accessByUser(userIds: readonly string[]): Promise<Map<string, CourseAccess[]>> {
      const byUser = new Map<string, CourseAccess[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({
          userId: userCourses.userId,
          course: userCourses.courseId,
          until: userCourses.until,
        })
        .from(userCourses)
        .where(inArray(userCourses.userId, [...userIds]))
        .orderBy(asc(userCourses.createdAt), asc(userCourses.courseId));
      for (const row of rows) {
        const access = { course: row.course, until: row.until?.getTime() ?? null };
        byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), access]);
      }
      return byUser;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** What the student bought and until when, oldest purchase first. */
    async accessOf(userId: string, exec: Executor = db): Promise<CourseAccess[]> {
      const rows = await exec
        .select({ course: userCourses.courseId, until: userCourses.until })
        .from(userCourses)
        .where(eq(userCourses.userId, userId))
        .orderBy(asc(userCourses.createdAt), asc(userCourses.courseId));
      return rows.map((row) => ({ course: row.course, until: row.until?.getTime() ?? null }));
    },

    /** The student, whose row stays locked until the transaction ends. */
    async lockById(tx: Transaction, id: string): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
      return row;
    },

    async ownedCourses(userId: string): Promise<OwnedCourseRow[]> {
      return db
        .select({
          id: courses.id,
          title: courses.title,
          level: courses.level,
          until: userCourses.until,
        })
        .from(userCourses)
        .innerJoin(courses, eq(courses.id, userCourses.courseId))
        .where(eq(userCourses.userId, userId))
        .orderBy(asc(userCourses.createdAt), asc(userCourses.courseId));
    },

    /** The student's newest exam results; a deleted exam comes back as null. */
    async latestResultsOf(userId: string, limit: number) {
      return db
        .select({ result: results, examTitle: exams.title })
        .from(results)
        .leftJoin(exams, eq(exams.id, results.examId))
        .where(eq(results.userId, userId))
        .orderBy(desc(results.submittedAt), asc(results.id))
        .limit(limit);
    },

    async countResultsOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(results)
        .where(eq(results.userId, userId));
      return row?.value ?? 0;
    },

    async phoneTaken(phone: string, exceptId: string, exec: Executor = db): Promise<boolean> {
      const [row] = await exec
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), ne(users.id, exceptId)))
        .limit(1);
      return row !== undefined;
    },

    async coursesExist(ids: readonly string[], exec: Executor = db): Promise<boolean> {
      if (ids.length === 0) return true;
      const [found] = await exec
        .select({ value: count() })
        .from(courses)
        .where(inArray(courses.id, [...ids]));
      return found?.value === ids.length;
    },

    /** Updates the row; `endSessions` bumps the session version so every token stops working. */
    async update(
      tx: Transaction,
      id: string,
      values: Partial<NewUserRow>,
      endSessions: boolean,
    ): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({
          ...values,
          ...(endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },

    /**
     * Makes the owned list exactly `courseIds` (decision 0145): an owned course
     * left out is taken away, a course added (or lapsed and added back) is
     * granted as a bill grants it, and a course kept keeps its end. A lapsed
     * course left out stays lapsed, so sending back what a GET returned
     * changes nothing.
     */
    async replaceCourses(
      tx: Transaction,
      userId: string,
      courseIds: readonly string[],
      at: Date,
    ): Promise<void> {
      const active = liveAccess(at);
      await tx
        .delete(userCourses)
        .where(
          and(
            eq(userCourses.userId, userId),
            active,
            courseIds.length > 0 ? notInArray(userCourses.courseId, [...courseIds]) : undefined,
          ),
        );
      const kept = await tx
        .select({ course: userCourses.courseId })
        .from(userCourses)
        .where(and(eq(userCourses.userId, userId), active));
      const keptIds = new Set(kept.map((row) => row.course));
      const added = courseIds.filter((id) => !keptIds.has(id));
      await grantCourseAccess(tx, userId, added, at);
    },

    async remove(tx: Transaction, id: string): Promise<void> {
      await tx.delete(users).where(eq(users.id, id));
    },
  };
}
