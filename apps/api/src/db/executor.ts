import type { Database } from './client';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a query runs: the database, or a transaction a service opened. */
export type Executor = Database | Transaction;
