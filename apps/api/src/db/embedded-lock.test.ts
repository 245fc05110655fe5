import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockEmbeddedDatabase } from './embedded-lock';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sabora-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('records this process and removes the file on release', () => {
    const dir = dataDir();
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(join(dir, 'pgdata.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'pgdata.lock'))).toBe(false);
  });

  it('refuses while another live process holds it', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'pgdata.lock'), String(process.ppid));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that died (kill -9)', () => {
    const dir = dataDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(join(dir, 'pgdata.lock'), String(dead));
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(join(dir, 'pgdata.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
