import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { activeStudentsQuery } from './analytics.repository';
import { rowsOf } from './day-figures';

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
    const plan = await ctx.db.transaction(async (tx) => {
      // A test database is too small for the planner to prefer any index by itself.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const rows = await rowsOf<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain ${activeStudentsQuery(tx, range)}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using \w+ on users/);
    expect(plan).toMatch(/Index Only Scan using \w+ on results/);
  });
});
