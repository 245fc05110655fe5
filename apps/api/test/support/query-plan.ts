import { sql, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../src/db/executor';
import type { TestContext } from './helper';

/** Plan kinds a test database is too small for the planner to prefer an index over. */
export type ScanKind = 'seqscan' | 'bitmapscan';

/**
 * The text of `EXPLAIN` for the query `build` makes, planned in a transaction
 * with the given scan kinds off, after `prepare` (rows the plan must weigh).
 */
export async function planOf(
  ctx: TestContext,
  build: (tx: Transaction) => SQLWrapper,
  options: { off?: ScanKind[]; prepare?: (tx: Transaction) => Promise<unknown> } = {},
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await options.prepare?.(tx);
    for (const kind of options.off ?? []) {
      await tx.execute(sql.raw(`set local enable_${kind} = off`));
    }
    const rows = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql`explain ${build(tx)}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
