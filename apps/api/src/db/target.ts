import type { Env } from '../env';
import type { DatabaseTarget } from './client';

export function databaseTarget(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: env.DATA_DIR };
}
