import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../db/schema/index';
import { longTests } from '../../test/support/long-tests';
import { buildTestApp, type TestContext } from '../../test/support/helper';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
// This suite's own port (scale-out range 3700-3799).
const port = 3790;

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    // Only what the test sets: nothing from the developer's shell (a DATABASE_URL) leaks in.
    env: { NODE_ENV: 'production', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const runningPids = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('Sabora is running'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);

describe('starting several workers', () => {
  it('refuses the embedded database with a sentence, not a stack trace', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sabora-cluster-'));
    try {
      const server = startServer({ WORKERS: '2', DATA_DIR: dataDir, PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('WORKERS=2 needs DATABASE_URL');
      expect(server.output()).not.toContain('    at ');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Minutes on a busy machine: every worker loads the whole API.
describe.skipIf(!longTests)('cluster mode on PostgreSQL', () => {
  let ctx: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    dataDir = mkdtempSync(join(tmpdir(), 'sabora-cluster-'));
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prepares once, serves from two workers, replaces a dead one and stops on SIGTERM', async (test) => {
    if (ctx.target.kind !== 'postgres') test.skip();
    const server = startServer({
      WORKERS: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: ctx.target.kind === 'postgres' ? ctx.target.url : '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
    });
    try {
      await until(() => runningPids(server.output()).length === 2, 'two workers', 120_000);
      const [firstPid, secondPid] = runningPids(server.output());
      expect(firstPid).not.toBe(secondPid);
      expect(server.output().match(/First admin created/g)).toHaveLength(1);
      expect(await ctx.db.select().from(admins)).toHaveLength(1);

      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);

      process.kill(firstPid!, 'SIGKILL');
      await until(() => runningPids(server.output()).length === 3, 'a replacement', 120_000);
      expect(server.output()).toContain('a worker died; starting another');

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down: finishing in-flight requests');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 300_000);
});
