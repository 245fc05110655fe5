import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The JWT secret when none is configured: made once and kept in DATA_DIR so
 * sessions survive restarts and every process on the host signs alike.
 */
export function persistedSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  // Written aside and hard-linked into place, so a process starting at the same
  // moment either wins or reads the winner's complete secret, never a half file.
  const draft = join(dataDir, `jwt-secret.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}
