import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../test/support/catalogue-fixtures';
import { insertStudents } from '../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../test/support/helper';
import { openDatabase } from './client';
import { courses, userCourses, users } from './schema/index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const at = (iso: string) => new Date(iso);

async function accessUntil(userId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ until: sql<string | null>`${users.accessUntil}::text` })
    .from(users)
    .where(eq(users.id, userId));
  return row!.until;
}

/** What access_until must be: the latest end among the student's rows, as the trigger's reader sees it. */
async function latestOfRows(userId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ until: sql<string | null>`max(coalesce(${userCourses.until}, 'infinity'))::text` })
    .from(userCourses)
    .where(eq(userCourses.userId, userId));
  return row!.until;
}

// users.access_until stands for the student's user_courses rows in the admin's
// "without a course" filter (decision 0224): it must follow every way they change.
describe('users.access_until (trigger users_keep_access_until)', () => {
  it('follows a student’s purchases as they are bought, extended, shortened and taken back', async () => {
    const [student] = await insertStudents(ctx, 1);
    const [first, second] = [await insertCourse(ctx), await insertCourse(ctx)];
    expect(await accessUntil(student!.id)).toBeNull();

    await ctx.db
      .insert(userCourses)
      .values({ userId: student!.id, courseId: first!.id, until: at('2027-01-01T00:00:00Z') });
    expect(await accessUntil(student!.id)).toBe('2027-01-01 00:00:00+00');

    await ctx.db.insert(userCourses).values({ userId: student!.id, courseId: second!.id });
    expect(await accessUntil(student!.id)).toBe('infinity');

    await ctx.db
      .update(userCourses)
      .set({ until: at('2026-12-01T00:00:00Z') })
      .where(and(eq(userCourses.userId, student!.id), eq(userCourses.courseId, second!.id)));
    expect(await accessUntil(student!.id)).toBe('2027-01-01 00:00:00+00');

    await ctx.db
      .delete(userCourses)
      .where(and(eq(userCourses.userId, student!.id), eq(userCourses.courseId, first!.id)));
    expect(await accessUntil(student!.id)).toBe('2026-12-01 00:00:00+00');

    // A deleted course takes its purchases with it (on delete cascade).
    await ctx.db.delete(courses).where(eq(courses.id, second!.id));
    expect(await accessUntil(student!.id)).toBeNull();
  });

  it('follows a statement granting one course to many students at once', async () => {
    const students = await insertStudents(ctx, 30);
    const course = await insertCourse(ctx);
    await ctx.db.insert(userCourses).values(
      students.map((student, index) => ({
        userId: student.id,
        courseId: course.id,
        until: index % 2 ? null : at('2027-03-01T00:00:00Z'),
      })),
    );
    for (const student of students) {
      expect(await accessUntil(student.id)).toBe(await latestOfRows(student.id));
    }
  });

  it('keeps both of two purchases committed at once for the same student', async (test) => {
    // PGlite serves one connection: two transactions cannot interleave there.
    if (ctx.databaseKind !== 'postgres') test.skip();
    const other = openDatabase(ctx.target);
    try {
      const [student] = await insertStudents(ctx, 1);
      const [forGood, forAYear] = [await insertCourse(ctx), await insertCourse(ctx)];
      let second: Promise<unknown> | undefined;
      await ctx.db.transaction(async (tx) => {
        await tx.insert(userCourses).values({ userId: student!.id, courseId: forGood!.id });
        // The other purchase starts now and must wait for this one; this one commits
        // only once the other is seen waiting on a lock.
        second = other.db
          .insert(userCourses)
          .values({
            userId: student!.id,
            courseId: forAYear!.id,
            until: at('2027-06-01T00:00:00Z'),
          })
          .execute();
        for (;;) {
          const [waiting] = await other.db
            .execute<{ n: number }>(
              sql`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
            )
            .then((result) => (result as unknown as { rows: Array<{ n: number }> }).rows);
          if (waiting!.n > 0) break;
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
      await second;
      expect(await accessUntil(student!.id)).toBe('infinity');
    } finally {
      await other.close();
    }
  });
});
