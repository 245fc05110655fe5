import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { parseEnv } from '../env';
import { examDrafts, users } from '../db/schema/index';
import { backupDatabase, restoreDatabase } from './database-backup';
import { seedEveryTable } from './seed-every-table';
import { tableDigests, type TableDigest } from './table-digests';
import { scratchDatabase, type ScratchDatabase } from '../../test/support/scratch-databases';

// The embedded database on the api-pglite project, PostgreSQL on api-postgres.
const serverUrl = inject('testDatabaseUrl');
const scratch = mkdtempSync(join(tmpdir(), 'sabora-backup-'));
const databases: ScratchDatabase[] = [];

/** An empty place for a database: a new DATA_DIR, or a new database on the server. */
async function freshTarget(label: string): Promise<DatabaseTarget> {
  if (!serverUrl) return { kind: 'pglite', dataDir: join(scratch, label) };
  const database = await scratchDatabase(serverUrl, `sabora_backup_${label}`);
  databases.push(database);
  return { kind: 'postgres', url: database.url };
}

async function digestsOf(target: DatabaseTarget): Promise<Record<string, TableDigest>> {
  const handle = openDatabase(target);
  try {
    return await tableDigests(handle.db);
  } finally {
    await handle.close();
  }
}

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

// The embedded database is made by initdb in WebAssembly: slow on a busy machine.
const slow = 180_000;

describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'embedded'})`, () => {
  let source: DatabaseTarget;
  let copy: DatabaseTarget;
  let before: Record<string, TableDigest>;
  const file = join(scratch, serverUrl ? 'sabora.dump' : 'sabora.tar.gz');

  it('round-trips every row of every table', { timeout: slow }, async () => {
    source = await freshTarget('source');
    const handle = openDatabase(source);
    await migrateDatabase(handle, source);
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      db: handle.db,
      jwtSecret: randomBytes(32).toString('hex'),
      codeSecret: randomBytes(32).toString('hex'),
      dataDir: join(scratch, 'files'),
      logger: false,
    });
    await seedEveryTable(app, handle.db);
    await app.close();
    await handle.close();

    await backupDatabase(source, file);
    copy = await freshTarget('copy');
    await restoreDatabase(copy, file);

    before = await digestsOf(source);
    const empty = Object.entries(before).filter(([, table]) => table.rows === 0);
    // A table the seed does not reach would make the round trip prove nothing about it.
    expect(empty.map(([name]) => name)).toEqual([]);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(20);
    expect(await digestsOf(copy)).toEqual(before);
  });

  it(
    'restores over a database that changed since, bringing back the backup',
    { timeout: slow },
    async () => {
      const handle = openDatabase(copy);
      await handle.db.delete(examDrafts);
      await handle.db.update(users).set({ name: 'اسم اتغير بعد النسخة' });
      await handle.close();
      expect(await digestsOf(copy)).not.toEqual(before);

      const outcome = await restoreDatabase(copy, file);
      expect(await digestsOf(copy)).toEqual(before);
      // The embedded database that was replaced is kept, not deleted.
      if (copy.kind === 'pglite') expect(outcome.movedAside).toContain('pgdata.before-restore-');
    },
  );

  it.skipIf(Boolean(serverUrl))(
    'refuses an embedded database another process has open',
    async () => {
      const dataDir = (source as { dataDir: string }).dataDir;
      // As a running server leaves it: the lock names a live process that is not this one.
      writeFileSync(join(dataDir, 'pgdata.lock'), String(process.ppid));
      await expect(backupDatabase(source, join(scratch, 'busy.tar.gz'))).rejects.toThrow(
        `in use by process ${process.ppid}`,
      );
      await expect(restoreDatabase(source, file)).rejects.toThrow('in use by process');
    },
  );
});
