import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret that is not configured (the JWT secret, `jwt-secret`; the recharge
 * codes' key, `code-secret`): made once and kept in DATA_DIR so it survives
 * restarts and every process on the host uses the same one.
 */
export function persistedSecret(dataDir: string, fileName = 'jwt-secret'): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, fileName);
  // Written aside and hard-linked into place, so a process starting at the same
  // moment either wins or reads the winner's complete secret, never a half file.
  const draft = join(dataDir, `${fileName}.${process.pid}.${randomBytes(4).toString('hex')}`);
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
