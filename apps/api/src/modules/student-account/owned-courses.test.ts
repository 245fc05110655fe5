import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sabora/contract';
import { userCourses } from '../../db/schema/index';
import { grantCourses, insertCourse } from '../../../test/support/catalogue-fixtures';
import {
  bearer,
  buildTestApp,
  phoneDevice,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe("the user's courses", () => {
  it('are empty at signup', async () => {
    const student = await signUpStudent(ctx.app);
    expect(student.courses).toEqual([]);
  });

  it('are the bought course ids, oldest first, at login and on refresh', async () => {
    const student = await signUpStudent(ctx.app);
    const first = await insertCourse(ctx);
    const second = await insertCourse(ctx);
    await grantCourses(ctx, student._id, [first, second]);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: student.phone, password: '12345678', hash: phoneDevice },
    });
    expect(login.json<SessionUser>().courses).toEqual([first.id, second.id]);

    const refresh = await ctx.app.inject({
      url: '/api/user/refresh-user',
      headers: bearer(student.token),
    });
    expect(refresh.json().courses).toEqual([first.id, second.id]);
  });

  it('leave out a lapsed course at login, which `access` still lists with its end', async () => {
    const student = await signUpStudent(ctx.app);
    const running = await insertCourse(ctx);
    const lapsed = await insertCourse(ctx);
    const now = ctx.clock.now();
    await ctx.db.insert(userCourses).values([
      { userId: student._id, courseId: running.id, until: new Date(now + 1) },
      { userId: student._id, courseId: lapsed.id, until: new Date(now) },
    ]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: student.phone, password: '12345678', hash: phoneDevice },
    });
    const user = login.json<SessionUser>();
    expect(user.courses).toEqual([running.id]);
    expect(user.access).toEqual(
      expect.arrayContaining([
        { course: running.id, until: now + 1 },
        { course: lapsed.id, until: now },
      ]),
    );
  });
});
