import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sabora/contract';
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
});
