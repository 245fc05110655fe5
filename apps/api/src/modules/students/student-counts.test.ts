import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUsersResponse, SessionAdmin } from '@sabora/contract';
import { userCourses, users } from '../../db/schema/index';
import { day, insertCourse } from '../../../test/support/catalogue-fixtures';
import { bearer, buildTestApp, type TestContext } from '../../../test/support/helper';
import { adminSession, insertStudent } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let main: SessionAdmin;

beforeAll(async () => {
  ctx = await buildTestApp();
  main = await adminSession(ctx, 'main');
  for (const level of ['sec-1', 'sec-1', 'sec-2'] as const) await insertStudent(ctx, { level });
});
afterAll(() => ctx.close());

async function list(query: string): Promise<AdminUsersResponse> {
  const response = await ctx.app.inject({
    url: `/api/admin/users?pageSize=100&${query}`,
    headers: bearer(main.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminUsersResponse>();
}

/** The total the list shows, once it agrees with the rows it lists. */
async function agreedTotal(query: string): Promise<number> {
  await expect
    .poll(async () => {
      const page = await list(query);
      return page.count - page.users.length;
    })
    .toBe(0);
  return (await list(query)).count;
}

// The writes below go straight to the database, as another process's would:
// only the database's announcement can tell the API its totals changed.
describe('the student list total under writes from elsewhere', () => {
  it('is kept between calls: a write nobody announces is not seen', async () => {
    const before = await agreedTotal('level=sec-2');
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(users).values({
        name: 'Unannounced',
        phone: '01099999999',
        fatherPhone: '01199999999',
        passwordHash: 'x',
        level: 'sec-2',
        governorate: 'cairo',
        attendanceType: 'online',
      });
    });
    expect((await list('level=sec-2')).count).toBe(before);
    await ctx.db.delete(users).where(eq(users.phone, '01099999999'));
    expect(await agreedTotal('level=sec-2')).toBe(before);
  });

  it('follows an inserted student', async () => {
    const before = await agreedTotal('level=sec-1');
    await insertStudent(ctx, { level: 'sec-1' });
    expect(await agreedTotal('level=sec-1')).toBe(before + 1);
  });

  it('follows a student moved to another level, and a deleted one', async () => {
    const before = await agreedTotal('level=sec-2');
    const moved = await insertStudent(ctx, { level: 'sec-1' });
    await ctx.db.update(users).set({ level: 'sec-2' }).where(eq(users.id, moved.id));
    expect(await agreedTotal('level=sec-2')).toBe(before + 1);
    await ctx.db.delete(users).where(eq(users.id, moved.id));
    expect(await agreedTotal('level=sec-2')).toBe(before);
  });

  it('follows purchases and the lapse of an access, which no write announces', async () => {
    const course = await insertCourse(ctx);
    const buyer = await insertStudent(ctx);
    const without = await agreedTotal('noCourse=true');
    const until = new Date(ctx.clock.now() + day);
    await ctx.db.insert(userCourses).values({ userId: buyer.id, courseId: course.id, until });
    expect(await agreedTotal('noCourse=true')).toBe(without - 1);
    ctx.clock.set(until.getTime());
    expect(await agreedTotal('noCourse=true')).toBe(without);
  });
});
