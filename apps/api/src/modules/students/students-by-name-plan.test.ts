import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { planOf } from '../../../test/support/query-plan';
import { users } from '../../db/schema/index';
import { byName } from './student-search';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('a page of students by name', () => {
  // An exam's non-solvers and a video's viewers sorted every one of 80,000
  // students to show the first 20 (decision 0242).
  it('reads the students in the index’s order and stops after its rows', async () => {
    const plan = await planOf(
      ctx,
      (tx) =>
        tx
          .select({ id: users.id, name: users.name, phone: users.phone })
          .from(users)
          .orderBy(...byName)
          .limit(20),
      { off: ['seqscan', 'bitmapscan'] },
    );
    expect(plan).toMatch(/Index Scan using users_name_id_idx on users/);
    expect(plan).not.toMatch(/Sort/);
  });
});
