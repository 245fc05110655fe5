import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStudents } from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { planOf } from '../../../test/support/query-plan';
import { bills, users } from '../../db/schema/index';
import { creditedWallet } from './bills.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('whether a listed bill credited a wallet', () => {
  // Without an index the planner hashed every wallet line of the platform for
  // each list of bills, the student's two bills too (decision 0222).
  it('is looked up by the bill in the wallet lines’ index, not by reading them all', async () => {
    const [student] = await insertStudents(ctx, 1);
    const plan = await planOf(
      ctx,
      (tx) =>
        tx
          .select({ toWallet: creditedWallet })
          .from(bills)
          // Joined as the lists are: drizzle names the columns by table only in a join.
          .leftJoin(users, eq(users.id, bills.userId))
          .where(eq(bills.userId, '00000000-0000-4000-8000-000000000000')),
      {
        // A platform’s ledger, none of it from a bill: on an empty table reading it all costs nothing.
        prepare: async (tx) => {
          await tx.execute(sql`insert into wallet_entries (user_id, kind, amount, balance_after)
            select ${student!.id}, 'payment', 100, 100 * n from generate_series(1, 5000) as n`);
          await tx.execute(sql`analyze wallet_entries`);
        },
      },
    );
    expect(plan).toMatch(/using wallet_entries_bill_id_idx on wallet_entries/);
    expect(plan).not.toMatch(/Seq Scan on wallet_entries/);
  });
});
