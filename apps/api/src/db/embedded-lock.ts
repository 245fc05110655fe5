import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One process at a time on an embedded database. PGlite has no lock of its
 * own (its postmaster.pid always says -42), and two processes writing the
 * same files corrupt them; this happens with a second `npm start` on the same
 * DATA_DIR, or a backup taken while the server runs. The lock is a file with
 * the holder's pid: one left by a killed process is taken over.
 * Answers the release.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = join(dataDir, 'pgdata.lock');
  const holder = holderOf(file);
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}. Stop that process first (only one server, backup or restore at a time).`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => {
    if (holderOf(file) === process.pid) rmSync(file, { force: true });
  };
}
