import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
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
import { keysetPages, orderOf, type SortKey } from '../../lib/export/keyset-pages';
import { studentsWhere, type StudentFilters } from './student-search';
import type { StudentExportRow } from './students-sheet';

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;

export interface StudentPageQuery extends StudentFilters {
  page: number;
  pageSize: number;
}

export type OwnedCourseRow = Pick<CourseRow, 'id' | 'title' | 'level'>;

/** The admin's side of students: every query the student pages need. */
export function createStudentsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The student list: newest registration first. */
    async page(query: StudentPageQuery): Promise<{ rows: UserRow[]; count: number }> {
      const where = studentsWhere(db, query);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ value: count() }).from(users).where(where);
      return { rows, count: total?.value ?? 0 };
    },

    /** Every matching student with the titles of their courses, a page at a time, for the export. */
    exportPages(filters: StudentFilters) {
      const titles = db
        .select({
          titles: sql<string[]>`array_agg(${courses.title} order by ${userCourses.createdAt})`,
        })
        .from(userCourses)
        .innerJoin(courses, eq(courses.id, userCourses.courseId))
        .where(eq(userCourses.userId, users.id));
      const keys: Array<SortKey<StudentExportRow>> = [
        { column: users.createdAt, direction: 'desc', value: (row) => row.user.createdAt },
        { column: users.id, direction: 'asc', value: (row) => row.user.id },
      ];
      return keysetPages(keys, (after, limit) =>
        db
          .select({ user: users, courseTitles: sql<string[] | null>`(${titles})` })
          .from(users)
          .where(and(studentsWhere(db, filters), after))
          .orderBy(...orderOf(keys))
          .limit(limit),
      );
    },

    /** The bought course ids of each student, oldest purchase first. */
    async courseIdsByUser(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const byUser = new Map<string, string[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({ userId: userCourses.userId, courseId: userCourses.courseId })
        .from(userCourses)
        .where(inArray(userCourses.userId, [...userIds]))
        .orderBy(asc(userCourses.createdAt), asc(userCourses.courseId));
      for (const row of rows)
        byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.courseId]);
      return byUser;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The bought course ids, oldest purchase first. */
    async courseIdsOf(userId: string, exec: Executor = db): Promise<string[]> {
      const rows = await exec
        .select({ courseId: userCourses.courseId })
        .from(userCourses)
        .where(eq(userCourses.userId, userId))
        .orderBy(asc(userCourses.createdAt), asc(userCourses.courseId));
      return rows.map((row) => row.courseId);
    },

    /** The student, whose row stays locked until the transaction ends. */
    async lockById(tx: Transaction, id: string): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
      return row;
    },

    async ownedCourses(userId: string): Promise<OwnedCourseRow[]> {
      return db
        .select({ id: courses.id, title: courses.title, level: courses.level })
        .from(userCourses)
        .innerJoin(courses, eq(courses.id, userCourses.courseId))
        .where(eq(userCourses.userId, userId))
        .orderBy(asc(userCourses.createdAt), asc(userCourses.courseId));
    },

    /** The student's exam results, newest first; a deleted exam comes back as null. */
    async resultsOf(userId: string) {
      return db
        .select({ result: results, examTitle: exams.title })
        .from(results)
        .leftJoin(exams, eq(exams.id, results.examId))
        .where(eq(results.userId, userId))
        .orderBy(desc(results.submittedAt), desc(results.id));
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

    /** Makes the bought list exactly `courseIds`, keeping the purchase time of courses kept. */
    async replaceCourses(
      tx: Transaction,
      userId: string,
      courseIds: readonly string[],
      at: Date,
    ): Promise<void> {
      await tx
        .delete(userCourses)
        .where(
          and(
            eq(userCourses.userId, userId),
            courseIds.length > 0 ? notInArray(userCourses.courseId, [...courseIds]) : undefined,
          ),
        );
      await grantCourses(tx, userId, courseIds, at);
    },

    async remove(tx: Transaction, id: string): Promise<void> {
      await tx.delete(users).where(eq(users.id, id));
    },
  };
}

/** Adds courses to what the student bought; ones already bought keep their purchase time. */
export async function grantCourses(
  exec: Executor,
  userId: string,
  courseIds: readonly string[],
  at: Date,
): Promise<void> {
  if (courseIds.length === 0) return;
  await exec
    .insert(userCourses)
    .values(courseIds.map((courseId) => ({ userId, courseId, createdAt: at })))
    .onConflictDoNothing();
}
