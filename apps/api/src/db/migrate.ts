import { setTimeout as sleep } from 'node:timers/promises';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrationsFolder } from '../locations';
import type { DatabaseHandle, DatabaseTarget } from './client';

// An arbitrary constant every API process agrees on.
const migrationLockKey = 72_616_001;
// A lock waited for too long, or a deadlock with a transaction of the API
// still serving (a draft sweep holding the questions while it waits to write
// results the migration holds, decision 0239): both mean give way and retry.
const stepBackCodes = new Set(['55P03', '40P01']);

/**
 * How a migration waits for the tables it changes (decision 0233). While one of
 * its statements waits for a lock, every request after it on that table waits
 * too, so a statement waits at most `lockTimeoutMs`; the migration then steps
 * back, lets the queue drain for `retryPauseMs` and tries again, and after
 * `attempts` tries waits as long as it takes.
 */
export interface MigrateOptions {
  lockTimeoutMs: number;
  retryPauseMs: number;
  attempts: number;
  /** Told of each step back: the migration's number in the folder and the try that gave way. */
  onRetry?: (migration: number, attempt: number) => void;
}

const defaults: MigrateOptions = { lockTimeoutMs: 1000, retryPauseMs: 1000, attempts: 60 };

export async function migrateDatabase(
  handle: DatabaseHandle,
  target: DatabaseTarget,
  folder = migrationsFolder,
  options: Partial<MigrateOptions> = {},
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
    await migratePostgres(client, folder, { ...defaults, ...options });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await client.end();
  }
}

/**
 * drizzle's migrator, in drizzle's own table, but each migration in a
 * transaction of its own: drizzle's applies every pending one in a single
 * transaction, so a lock the first takes is held until the last has run.
 */
async function migratePostgres(client: pg.Client, folder: string, options: MigrateOptions) {
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  const { rows } = await client.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const last = rows[0] ? Number(rows[0].created_at) : undefined;
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  for (const [index, migration] of migrations.entries()) {
    if (last !== undefined && last >= migration.folderMillis) continue;
    await applyMigration(client, migration, index, options);
  }
}

async function applyMigration(
  client: pg.Client,
  migration: MigrationMeta,
  index: number,
  options: MigrateOptions,
) {
  for (let attempt = 1; ; attempt++) {
    const patient = attempt >= options.attempts;
    try {
      await client.query('begin');
      if (!patient) await client.query(`set local lock_timeout = ${options.lockTimeoutMs}`);
      for (const statement of migration.sql) await client.query(statement);
      await client.query(
        'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
        [migration.hash, migration.folderMillis],
      );
      await client.query('commit');
      return;
    } catch (error) {
      await client.query('rollback');
      if (patient || !stepBackCodes.has((error as { code?: string }).code ?? '')) throw error;
      options.onRetry?.(index, attempt);
      await sleep(options.retryPauseMs);
    }
  }
}
