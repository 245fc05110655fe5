import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Level } from '@sabora/contract';
import type { Database } from '../../db/client';
import { courses, type CourseRow, type NewCourseRow } from '../../db/schema/index';
import { containsText } from '../../lib/search';

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;

export interface CoursePageQuery {
  search?: string;
  level?: Level;
  page: number;
  pageSize: number;
}

export function createCoursesRepository(db: Database) {
  return {
    /** The admin list: newest first. */
    async page(query: CoursePageQuery): Promise<{ rows: CourseRow[]; count: number }> {
      const where = and(
        containsText(courses.title, query.search),
        query.level ? eq(courses.level, query.level) : undefined,
      );
      const rows = await db
        .select()
        .from(courses)
        .where(where)
        .orderBy(desc(courses.createdAt), asc(courses.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ value: count() }).from(courses).where(where);
      return { rows, count: total?.value ?? 0 };
    },

    async findById(id: string): Promise<CourseRow | undefined> {
      const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
      return row;
    },

    /** Whether every id names a course. */
    async allExist(ids: readonly string[]): Promise<boolean> {
      if (ids.length === 0) return true;
      const [found] = await db
        .select({ value: count() })
        .from(courses)
        .where(inArray(courses.id, [...ids]));
      return found?.value === ids.length;
    },

    async insert(values: NewCourseRow): Promise<CourseRow> {
      const [created] = await db.insert(courses).values(values).returning();
      return created!;
    },

    async update(id: string, values: Partial<NewCourseRow>): Promise<CourseRow | undefined> {
      const [updated] = await db.update(courses).set(values).where(eq(courses.id, id)).returning();
      return updated;
    },

    /** Deletes the course; its links to videos, exams and students go with it. */
    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(courses)
        .where(eq(courses.id, id))
        .returning({ id: courses.id });
      return removed.length > 0;
    },
  };
}
