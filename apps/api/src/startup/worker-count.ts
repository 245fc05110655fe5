import type { Env } from '../env';

/**
 * How many API processes this host runs. The embedded database lives in one
 * process's memory, so more than one needs PostgreSQL.
 */
export function workerCount(env: Pick<Env, 'WORKERS' | 'DATABASE_URL'>, cores: number): number {
  const workers = env.WORKERS === 'auto' ? Math.max(1, cores) : env.WORKERS;
  if (workers > 1 && !env.DATABASE_URL) {
    throw new Error(
      `WORKERS=${env.WORKERS} needs DATABASE_URL: the embedded database serves one process. ` +
        'Set DATABASE_URL to a PostgreSQL server, or leave WORKERS at 1.',
    );
  }
  return workers;
}
