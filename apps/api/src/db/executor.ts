import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a query runs: the database, or a transaction a service opened. */
export type Executor = Database | Transaction;

/** The rows a raw statement returns; both drivers (pg and PGlite) answer `{ rows }`. */
export async function rowsOf<T>(db: Executor, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
