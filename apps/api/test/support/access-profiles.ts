import type { CourseAccess } from '@sabora/contract';
import { userCourses, type NewUserRow, type UserRow } from '../../src/db/schema/index';
import { insertStudents } from './exam-fixtures';
import type { TestContext } from './helper';

/**
 * A kind of student an access rule tells apart: their own columns, the
 * courses they bought, and when that access ends, from now (0: this very
 * moment; none: never).
 */
export type AccessProfile<CourseKey extends string> = Partial<NewUserRow> & {
  owns?: CourseKey[];
  endsIn?: number;
};

/** One student per profile, with their purchases, and the access the contract's rules read. */
export async function insertAccessProfiles<CourseKey extends string>(
  ctx: TestContext,
  profiles: ReadonlyArray<AccessProfile<CourseKey>>,
  courseId: (key: CourseKey) => string,
): Promise<Array<{ row: UserRow; access: CourseAccess[] }>> {
  const students: Array<{ row: UserRow; access: CourseAccess[] }> = [];
  for (const { owns = [], endsIn, ...values } of profiles) {
    const [row] = await insertStudents(ctx, 1, values);
    const until = endsIn === undefined ? null : ctx.clock.now() + endsIn;
    const access = owns.map((key) => ({ course: courseId(key), until }));
    if (access.length > 0) {
      await ctx.db.insert(userCourses).values(
        access.map((entry) => ({
          userId: row!.id,
          courseId: entry.course,
          until: until === null ? null : new Date(until),
        })),
      );
    }
    students.push({ row: row!, access });
  }
  return students;
}
