import { execFile } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { createPglite, embeddedDatabaseDir, type DatabaseTarget } from '../db/client';
import { lockEmbeddedDatabase } from '../db/embedded-lock';

const execFileAsync = promisify(execFile);

/** Where a backup goes: written beside its final name and renamed, so a half-written file never looks like a backup. */
async function writeAtomically(file: string, write: (temporary: string) => Promise<void>) {
  const temporary = `${file}.partial`;
  try {
    await write(temporary);
    await rename(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

async function run(program: string, args: string[]): Promise<void> {
  try {
    await execFileAsync(program, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT') {
      throw new Error(
        `${program} is not installed: install PostgreSQL's client programs (same major version as the server or newer).`,
        { cause: error },
      );
    }
    throw new Error(`${program} failed: ${stderr?.trim() || String(error)}`, { cause: error });
  }
}

/**
 * PostgreSQL: `pg_dump --format=custom`, consistent while the API runs.
 * Embedded: a gzipped tarball of the data directory, taken with the server
 * stopped (the lock refuses otherwise; PGlite allows one process only).
 */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<void> {
  if (target.kind === 'postgres') {
    await writeAtomically(file, (temporary) =>
      run('pg_dump', ['--format=custom', '--file', temporary, '--dbname', target.url]),
    );
    return;
  }
  const dataDir = embeddedDataDir(target);
  const dir = embeddedDatabaseDir(dataDir);
  if (!existsSync(`${dir}/PG_VERSION`)) throw new Error(`There is no embedded database in ${dir}.`);
  const unlock = lockEmbeddedDatabase(dataDir);
  try {
    const client = createPglite(dir);
    try {
      // dumpDataDir does not wait for the database to open by itself.
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      await writeAtomically(file, (temporary) => writeFile(temporary, bytes));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

export interface RestoreOutcome {
  /** Embedded: where the database that was there before now lies, untouched. */
  movedAside?: string;
}

/**
 * PostgreSQL: `pg_restore --clean --if-exists` in one transaction, so the
 * database is either the backup's or unchanged. Embedded (server stopped):
 * the current data directory is moved aside, never deleted, and the backup
 * unpacked in its place.
 */
export async function restoreDatabase(
  target: DatabaseTarget,
  file: string,
): Promise<RestoreOutcome> {
  if (!existsSync(file)) throw new Error(`There is no backup at ${file}.`);
  if (target.kind === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-acl',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      target.url,
      file,
    ]);
    return {};
  }
  const dataDir = embeddedDataDir(target);
  const dir = embeddedDatabaseDir(dataDir);
  const bytes = await readFile(file);
  await mkdir(dataDir, { recursive: true });
  const unlock = lockEmbeddedDatabase(dataDir);
  try {
    let movedAside: string | undefined;
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      movedAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, movedAside);
    }
    try {
      await mkdir(dir, { recursive: true });
      const client = createPglite(dir, new Blob([bytes]));
      try {
        // Opens the restored files once, so a bad archive fails here and not at the next start.
        await client.query('select 1');
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      if (movedAside) renameSync(movedAside, dir);
      throw error;
    }
    return movedAside ? { movedAside } : {};
  } finally {
    unlock();
  }
}

function embeddedDataDir(target: Extract<DatabaseTarget, { kind: 'pglite' }>): string {
  if (target.dataDir === null) throw new Error('An in-memory database has nothing to back up.');
  return target.dataDir;
}
