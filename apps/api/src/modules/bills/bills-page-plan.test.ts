import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { planOf } from '../../../test/support/query-plan';
import { billsPageIdsQuery } from './bills.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('a deep page of bills', () => {
  // Page 500 skips 10,000 bills: visiting each one's row and sorting them by
  // id within a moment was most of its cost on the data-scale dataset (decision 0218).
  it('skips the bills before it in the index, in the list’s order, without their rows', async () => {
    const plan = await planOf(ctx, (tx) => billsPageIdsQuery(tx, {}, 500, 20), {
      off: ['seqscan', 'bitmapscan'],
    });
    expect(plan).toMatch(/Index Only Scan Backward using \w+ on bills/);
    expect(plan).not.toMatch(/Sort/);
  });
});
