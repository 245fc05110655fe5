import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export const faultAdmin = { email: 'faults@sabora.test', password: 'fault-drill-password' };

/**
 * Bundles src/server.ts as `npm run build` does, into dist/ under a name of
 * the suite's own (suites run in parallel; others may be using dist/server.js).
 * Answers the file to run.
 */
export async function buildServer(name: string): Promise<string> {
  const pkg = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: { [name]: join(apiRoot, 'src/server.ts') },
    outdir: join(apiRoot, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((dep) => !dep.startsWith('@sabora/')),
    logLevel: 'warning',
  });
  return join(apiRoot, 'dist', `${name}.js`);
}

export interface ServerOptions {
  /** The bundle from `buildServer`. */
  entry: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  graceSeconds?: number;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the server printed, for the failure message of a test. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, in-flight requests and transactions die with it. */
  kill9(): Promise<void>;
  /** SIGTERM: the normal, graceful stop. */
  stop(): Promise<void>;
}

/** Runs the built server as production does, in a process of its own. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    JWT_SECRET: 'fault-drill-secret-fault-drill-secret-0123456789',
    ADMIN_EMAIL: faultAdmin.email,
    ADMIN_PASSWORD: faultAdmin.password,
    SEED_DEMO: 'false',
    EXAM_GRACE_SECONDS: String(options.graceSeconds ?? 2),
    TRUST_PROXY: 'true',
    // One process: the SIGKILL must hit the process that serves.
    WORKERS: '1',
    LOG_LEVEL: 'warn',
    WEB_DIST: apiRoot,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const child = spawn(process.execPath, [options.entry], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => log,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
  await waitUntilHealthy(server, 120_000);
  return server;
}

async function waitUntilHealthy(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited while starting:\n${server.output()}`);
    }
    const healthy = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await sleep(200);
  }
  await server.kill9();
  throw new Error(`the server did not become healthy in ${timeoutMs} ms:\n${server.output()}`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
