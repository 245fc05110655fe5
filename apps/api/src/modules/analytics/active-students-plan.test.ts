import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { planOf } from '../../../test/support/query-plan';
import { activeStudentsQuery } from './analytics.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('active students', () => {
  // A preset's distinct count over up to tens of thousands of sign-ins and
  // results: visiting each row's table page for its student was most of its
  // cost on the data-scale dataset (decision 0214).
  it('are read off the indexes alone, never the rows', async () => {
    const range = { from: new Date(Date.UTC(2026, 9, 1)), to: new Date(Date.UTC(2026, 10, 1)) };
    const plan = await planOf(ctx, (tx) => activeStudentsQuery(tx, range), {
      off: ['seqscan', 'bitmapscan'],
    });
    expect(plan).toMatch(/Index Only Scan using \w+ on users/);
    expect(plan).toMatch(/Index Only Scan using \w+ on results/);
  });
});
