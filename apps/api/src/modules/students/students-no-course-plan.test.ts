import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { planOf } from '../../../test/support/query-plan';
import { users } from '../../db/schema/index';
import { studentsWhere } from './student-search';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('the students without a course, and those with one', () => {
  // Checking every student against their purchases, newest first, read all 100,000
  // of them when few or none lacked a course (decision 0224).
  it.each([true, false])(
    'are found by the students’ own access_until, not against their purchases (noCourse %s)',
    async (noCourse) => {
      const plan = await planOf(
        ctx,
        (tx) =>
          tx
            .select({ id: users.id })
            .from(users)
            .where(studentsWhere({ noCourse }, new Date(ctx.clock.now())))
            .orderBy(desc(users.createdAt))
            .limit(50),
        { off: ['seqscan'] },
      );
      expect(plan).not.toMatch(/user_courses/);
      expect(plan).toMatch(/access_until/);
    },
  );
});
