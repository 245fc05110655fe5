import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock';
import { pgliteListen, postgresListen, type Listen } from './listener';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY on this database. */
  listen: Listen;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | null };

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 20,
      // While PostgreSQL is down or unreachable a request fails within this
      // bound (and answers 503) instead of queueing for a connection forever.
      connectionTimeoutMillis: 5000,
      // Notices a peer that vanished without closing the socket (a failover, a cut link).
      keepAlive: true,
      // Decision 0242: a new server process first touches each page of the shared
      // buffers it reads, which cost a 100,000-student scan 150 ms more than the
      // scan: a connection is kept for minutes, not the pool's 10 s, and a query
      // gets no parallel workers, each a new process paying it again.
      idleTimeoutMillis: 300_000,
      // Decision 0182: the planner's JIT spent 0.7 s compiling a 20-row page at scale.
      // Decision 0183: priced for random reads on SSD, the item analysis reads an exam's
      // answers by index instead of scanning every answer of every exam.
      options: '-c jit=off -c random_page_cost=1.1 -c max_parallel_workers_per_gather=0',
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      listen: postgresListen(target.url),
      close: () => pool.end(),
    };
  }
  if (target.dataDir === null) {
    const client = createPglite(null);
    return {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      kind: 'pglite',
      listen: pgliteListen(client),
      close: () => client.close(),
    };
  }
  const dir = embeddedDatabaseDir(target.dataDir);
  mkdirSync(dir, { recursive: true });
  const unlock = lockEmbeddedDatabase(target.dataDir);
  const client = createPglite(dir);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    listen: pgliteListen(client),
    async close() {
      await client.close();
      unlock();
    },
  };
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export function embeddedDatabaseDir(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

/** A PGlite with the extensions the migrations need; in memory when `dir` is null. */
export function createPglite(dir: string | null, loadDataDir?: Blob): PGlite {
  // pg_trgm serves the admin's student search (migration 0003).
  const options = { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) };
  return dir === null ? new PGlite(options) : new PGlite(dir, options);
}
