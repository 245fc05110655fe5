import cluster, { type Worker } from 'node:cluster';
import { resolve } from 'node:path';
import { pino } from 'pino';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { databaseTarget } from '../db/target';
import type { Env } from '../env';
import { firstRun } from './first-run';

// Workers finish in-flight requests within their own 10 s; this is the backstop.
const stopTimeoutMs = 15_000;
const restartDelayMs = 1000;

/**
 * The cluster's primary: prepares the database once, then forks `workers`
 * API processes that share the port, replaces one that crashes, and stops
 * them all gracefully on SIGTERM or SIGINT. It serves no requests itself.
 */
export async function runPrimary(env: Env, workers: number): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL });
  if (!env.REDIS_URL) {
    log.warn(
      `WORKERS=${workers} without REDIS_URL: each worker counts sign-in limits on its own, ` +
        'so they are up to that many times looser. Set REDIS_URL to share them.',
    );
  }
  const target = databaseTarget({ ...env, DATA_DIR: resolve(env.DATA_DIR) });
  const database = openDatabase(target);
  try {
    await migrateDatabase(database, target);
    await firstRun(database.db, env, log);
  } finally {
    await database.close();
  }

  const listening = new Set<number>();
  const alive = new Set<number>();
  let stopping = false;
  let exitCode = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    alive.add(worker.id);
    return worker;
  };

  function stop(code: number): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (alive.size === 0) process.exit(exitCode);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('workers took too long to stop; exiting');
      process.exit(1);
    }, stopTimeoutMs).unref();
  }

  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker.id);
    if (stopping) {
      if (alive.size === 0) process.exit(exitCode);
      return;
    }
    if (!listening.has(worker.id)) {
      // It never served: the next one would fail the same way (a taken port, bad config).
      log.error({ pid: worker.process.pid, code, signal }, 'a worker failed to start; stopping');
      stop(1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a worker died; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelayMs);
  });
  process.once('SIGTERM', () => stop(0));
  process.once('SIGINT', () => stop(0));

  for (let i = 0; i < workers; i += 1) fork();
  log.info({ workers, port: env.PORT }, 'started the API workers');
}
