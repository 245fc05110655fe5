import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../../env';

/** Where rate-limit counters live: Redis when configured, else each process's memory. */
export interface LimitStore {
  redis: Redis | undefined;
  /** Put before every key, so several apps (or test files) can share one Redis. */
  prefix: string;
  close(): void;
}

export async function openLimitStore(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  log: FastifyBaseLogger,
): Promise<LimitStore> {
  const prefix = env.REDIS_KEY_PREFIX;
  if (!env.REDIS_URL) return { redis: undefined, prefix, close: () => undefined };
  // Loaded only when configured: the client holds about 25 MB resident (decision 0228).
  const { Redis } = await import('ioredis');
  // A limiter waiting for Redis would make sign-in wait with it: commands fail
  // at once while it is away, and the limiters fall back (see their options).
  const redis = new Redis(env.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis is unreachable; rate limits fall back to this process');
  });
  redis.on('ready', () => {
    if (down) log.info('Redis is reachable again; rate limits are shared');
    down = false;
  });
  return { redis, prefix, close: () => redis.disconnect() };
}

/** `@fastify/rate-limit` options: the Redis store, and no 500 when Redis is away. */
export function rateLimitStoreOptions(store: LimitStore) {
  if (!store.redis) return {};
  return { redis: store.redis, nameSpace: `${store.prefix}per-ip:`, skipOnError: true };
}
