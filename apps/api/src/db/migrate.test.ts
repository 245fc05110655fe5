import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { journalEntries, migrationsCopy } from '../../test/support/migrations-copy';
import { scratchDatabase, type ScratchDatabase } from '../../test/support/scratch-databases';
import { openDatabase, type DatabaseTarget } from './client';
import { migrateDatabase, type MigrateOptions } from './migrate';

const serverUrl = inject('testDatabaseUrl');

const journalLength = journalEntries().length;

/** The API's migrations and, after them, the given ones. */
const folderWith = (extra: Array<{ tag: string; sql: string }>) => migrationsCopy({ extra });

// One process at a time is the embedded database's rule; what is tested here is
// how a migration shares PostgreSQL with the API processes answering meanwhile.
describe.skipIf(!serverUrl)('migrations on PostgreSQL (decision 0233)', () => {
  let database: ScratchDatabase;
  let target: DatabaseTarget & { kind: 'postgres' };
  const folders: string[] = [];
  let client: pg.Client;

  async function migrate(folder?: string, options: Partial<MigrateOptions> = {}) {
    const handle = openDatabase(target);
    try {
      await migrateDatabase(handle, target, folder, options);
    } finally {
      await handle.close();
    }
  }

  const applied = async () =>
    Number(
      (await client.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations'))
        .rows[0]!.n,
    );

  beforeAll(async () => {
    database = await scratchDatabase(serverUrl, 'sabora_migrate');
    target = { kind: 'postgres', url: database.url };
    client = new pg.Client({ connectionString: target.url });
    await client.connect();
  });

  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('applies every migration once, in drizzle’s own table', async () => {
    await migrate();
    expect(await applied()).toBe(journalLength);
    await migrate();
    expect(await applied()).toBe(journalLength);
  });

  it('commits each migration on its own: one that fails leaves those before it applied', async () => {
    const broken = folderWith([
      { tag: '9000_first', sql: 'create table "trial_first" ("id" integer)' },
      { tag: '9001_second', sql: 'create table "trial_second" ("id" integer);\nselect 1 / 0' },
    ]);
    folders.push(broken);
    await expect(migrate(broken)).rejects.toThrow(/division by zero/);
    expect(await applied()).toBe(journalLength + 1);
    const tables = async () =>
      (
        await client.query<{ name: string }>(
          "select tablename as name from pg_tables where tablename like 'trial_%' order by 1",
        )
      ).rows.map((row) => row.name);
    expect(await tables()).toEqual(['trial_first']);

    writeFileSync(join(broken, '9001_second.sql'), 'create table "trial_second" ("id" integer)');
    await migrate(broken);
    expect(await applied()).toBe(journalLength + 2);
    expect(await tables()).toEqual(['trial_first', 'trial_second']);
  });

  it('steps back from a table a long reading holds, so the queries queued behind it go on', async () => {
    const folder = folderWith([
      { tag: '9000_first', sql: 'create table "trial_first" ("id" integer)' },
      { tag: '9001_second', sql: 'create table "trial_second" ("id" integer)' },
      { tag: '9002_column', sql: 'alter table "users" add column "trial" text' },
    ]);
    folders.push(folder);
    // A reading that outlasts the migration's patience, as a long export page would.
    const reader = new pg.Client({ connectionString: target.url });
    const other = new pg.Client({ connectionString: target.url });
    await reader.connect();
    await other.connect();
    try {
      await reader.query('begin');
      await reader.query('select count(*) from users');
      let retries = 0;
      let steppedBack!: () => void;
      const firstStepBack = new Promise<void>((resolve) => (steppedBack = resolve));
      const migrating = migrate(folder, {
        lockTimeoutMs: 100,
        retryPauseMs: 20,
        attempts: 1000,
        onRetry: (migration, attempt) => {
          expect(migration).toBe(journalLength + 2);
          retries = attempt;
          steppedBack();
        },
      });
      await firstStepBack;
      // Without the step back this waits behind the ALTER until the reading ends.
      const { rows } = await other.query<{ n: string }>('select count(*) as n from users');
      expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(0);
      await reader.query('commit');
      await migrating;
      expect(retries).toBeGreaterThanOrEqual(1);
      const columns = await client.query(
        "select 1 from information_schema.columns where table_name = 'users' and column_name = 'trial'",
      );
      expect(columns.rowCount).toBe(1);
    } finally {
      await reader.end();
      await other.end();
    }
  });

  it('waits as long as it takes once its tries are spent', async () => {
    const folder = folderWith([
      { tag: '9000_first', sql: 'create table "trial_first" ("id" integer)' },
      { tag: '9001_second', sql: 'create table "trial_second" ("id" integer)' },
      { tag: '9002_column', sql: 'alter table "users" add column "trial" text' },
      { tag: '9003_index', sql: 'create index "users_trial_idx" on "users" ("trial")' },
    ]);
    folders.push(folder);
    const reader = new pg.Client({ connectionString: target.url });
    await reader.connect();
    try {
      await reader.query('begin');
      await reader.query('lock table "users" in share row exclusive mode');
      const retries: number[] = [];
      const migrating = migrate(folder, {
        lockTimeoutMs: 50,
        retryPauseMs: 10,
        attempts: 3,
        onRetry: (_migration, attempt) => retries.push(attempt),
      });
      // The third try has no time limit: after two step backs, a statement waiting for a lock.
      for (;;) {
        const waiting = await client.query(
          "select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like 'create index%'",
        );
        if (waiting.rowCount && retries.length === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(retries).toEqual([1, 2]);
      await reader.query('commit');
      await migrating;
      expect(retries).toEqual([1, 2]);
      expect(await applied()).toBe(journalLength + 4);
    } finally {
      await reader.end();
    }
  });
});
