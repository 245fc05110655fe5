import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url} within 60 s:\n${log()}`);
}

async function start(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  baseUrl: string,
): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  await waitUntilAnswering(readyUrl, child, () => output);
  return {
    url: baseUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export interface ApiConfig {
  port: number;
  jwtSecret: string;
  databaseUrl?: string;
  dataDir: string;
  workers?: number;
  cpuProfileDir?: string;
  /** Another build of the API to measure (the before of a before / after). */
  entry?: string;
  /** Settings added to the API's environment. */
  env?: Record<string, string>;
  /** Flags for node itself, before the entry (e.g. `--max-semi-space-size=32`). */
  nodeArgs?: string[];
}

/** The built API (apps/api/dist/server.js), as production runs it. */
export function startApi(config: ApiConfig): Promise<Server> {
  const base = `http://127.0.0.1:${config.port}`;
  const entry = config.entry ?? 'apps/api/dist/server.js';
  const args = [
    ...(config.nodeArgs ?? []),
    ...(config.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${config.cpuProfileDir}`] : []),
    entry,
  ];
  return start(
    args,
    {
      NODE_ENV: 'production',
      PORT: String(config.port),
      HOST: '127.0.0.1',
      DATA_DIR: config.dataDir,
      JWT_SECRET: config.jwtSecret,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // Sign-in logins carry distinct x-forwarded-for addresses so the argon2id
      // cost is measured rather than the per-address limit; every other call
      // comes from 127.0.0.1 as usual.
      TRUST_PROXY: '1',
      // As docs/operations.md starts it (decision 0252); `MALLOC_ARENA_MAX=16`
      // before the bench command measures glibc's own default on two cores.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
      ...(config.workers ? { WORKERS: String(config.workers) } : {}),
      ...config.env,
    },
    `${base}/api/shared/time-now`,
    base,
  );
}

/** The ceiling: bare node:http answering one constant JSON body. */
export function startBaseline(port: number): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  return start(['bench/src/baseline-server.mjs', String(port)], {}, base, base);
}

/** User and system CPU seconds a process has spent so far. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
