import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { courses, userCourses, users, type CourseRow } from '../../db/schema/index';
import { day, insertCourse } from '../../../test/support/catalogue-fixtures';
import { insertStudents } from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { planOf } from '../../../test/support/query-plan';
import { fewOwners, ownedCourseColumns, ownsAnyOf, type OwnedCourse } from './course-owners';

let ctx: TestContext;
let paid: CourseRow;
const now = () => new Date(ctx.clock.now());

beforeAll(async () => {
  ctx = await buildTestApp();
  paid = await insertCourse(ctx, { level: 'sec-1' });
  const buyers = await insertStudents(ctx, 3);
  await ctx.db.insert(userCourses).values([
    ...buyers.map((student) => ({ userId: student.id, courseId: paid.id })),
    // Expired: no longer an owner.
    { userId: (await insertStudents(ctx, 1))[0]!.id, courseId: paid.id, until: new Date(0) },
  ]);
  await insertStudents(ctx, 2, { vip: true, level: 'sec-1' });
  await insertStudents(ctx, 1, { vip: true, level: 'sec-2' });
  // Enough other students that reaching a few by key beats a pass over them all.
  await insertStudents(ctx, 3000);
  await ctx.db.execute('analyze');
});
afterAll(() => ctx.close());

async function owned(id: string): Promise<OwnedCourse> {
  const [row] = await ctx.db
    .select(ownedCourseColumns(ctx.db, now()))
    .from(courses)
    .where(eq(courses.id, id));
  return row!;
}

describe('the owners of paid courses', () => {
  it('counts the live buyers and the VIPs at the course’s level', async () => {
    expect((await owned(paid.id)).ownersUpTo).toBe(5);
  });

  // The viewers of a video of a course with 918 owners among 100,000 students
  // tested every student against the buyers (decision 0243).
  it('reaches a few owners by key, not by a pass over every student', async () => {
    const course = await owned(paid.id);
    const plan = await planOf(ctx, (tx) =>
      tx
        .select({ value: count() })
        .from(users)
        .where(ownsAnyOf(tx, [course], now())),
    );
    expect(plan).toMatch(/Index (Only )?Scan using users_pkey on users /);
    expect(plan).toMatch(/users_vip_level_idx/);
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  it('passes over the students once the owners are many, and finds the same ones', async () => {
    const course = await owned(paid.id);
    const many = { ...course, ownersUpTo: fewOwners + 1 };
    const owners = async (linked: OwnedCourse) => {
      const rows = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(ownsAnyOf(ctx.db, [linked], now()));
      return rows.map((row) => row.id).sort();
    };
    expect(
      ctx.db
        .select()
        .from(users)
        .where(ownsAnyOf(ctx.db, [many], now()))
        .toSQL().sql,
    ).not.toMatch(/union all/);
    expect(await owners(many)).toEqual(await owners(course));
    expect(await owners(course)).toHaveLength(5);
  });

  it('counts a course no one owns as none', async () => {
    const later = await insertCourse(ctx, {
      level: 'prep-1',
      showDate: new Date(ctx.clock.now() + day),
    });
    expect((await owned(later.id)).ownersUpTo).toBe(0);
  });
});
