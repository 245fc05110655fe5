import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrationsFolder } from '../locations';
import type { DatabaseHandle, DatabaseTarget } from './client';

// An arbitrary constant every API process agrees on.
const migrationLockKey = 72_616_001;

export async function migrateDatabase(
  handle: DatabaseHandle,
  target: DatabaseTarget,
  folder = migrationsFolder,
): Promise<void> {
  if (target.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  // Several API processes may start at once against one PostgreSQL; the advisory
  // lock, held on one dedicated connection, lets exactly one of them migrate.
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await client.end();
  }
}
