import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import type { LimitStore } from '../auth/limit-store';
import { RetryLater } from '../auth/retry-later';
import { createParentGuard, defaultParentLimits, type ParentLimits } from './parent-limits';

const limits: ParentLimits = {
  perLink: { maxFailures: 5, windowMs: 60_000 },
  perIp: { maxFailures: 8, windowMs: 60_000 },
};
const memory: LimitStore = { redis: undefined, prefix: 'test:', close: () => undefined };

async function refused(call: Promise<void>): Promise<RetryLater | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (error instanceof RetryLater) return error;
    throw error;
  }
}

describe('the parent digits guard', () => {
  it('allows five wrong digits per link by default, in a quarter hour', () => {
    expect(defaultParentLimits.perLink).toEqual({ maxFailures: 5, windowMs: 15 * 60_000 });
    expect(defaultParentLimits.perIp.maxFailures).toBeGreaterThan(5);
  });

  it('locks a link after its failures, and an address after its wider cap', async () => {
    const guard = createParentGuard(limits, memory);
    for (let n = 0; n < 5; n += 1) await guard.recordFailure('link-a', '10.9.0.1');
    const locked = await refused(guard.assertOpen('link-a', '10.9.0.2'));
    expect(locked?.statusCode).toBe(429);
    expect(locked?.retryAfterSeconds).toBeGreaterThan(0);
    expect(locked?.message).toMatch(/محاولات غلط كتير/);
    // Another link from another address is untouched.
    expect(await refused(guard.assertOpen('link-b', '10.9.0.3'))).toBeUndefined();
    // The first address has 5 of its 8; three more on other links lock it for every link.
    for (const link of ['link-c', 'link-d', 'link-e']) await guard.recordFailure(link, '10.9.0.1');
    expect((await refused(guard.assertOpen('link-f', '10.9.0.1')))?.statusCode).toBe(429);
  });
});

const redisUrl = loadEnv().TEST_REDIS_URL;

// Two guards on one Redis stand for two API processes.
describe.skipIf(!redisUrl)('parent digits limits shared through Redis', () => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  // Connected first: while Redis is not ready the guard counts in memory (its fallback).
  const store = async (): Promise<LimitStore> => {
    const redis = new Redis(redisUrl!);
    clients.push(redis);
    await new Promise((resolve) => redis.once('ready', resolve));
    return { redis, prefix, close: () => redis.disconnect() };
  };
  afterAll(() => clients.forEach((client) => client.disconnect()));

  it('counts a link’s wrong digits on one process on the other', async () => {
    const first = createParentGuard(limits, await store());
    const second = createParentGuard(limits, await store());
    for (let n = 0; n < 5; n += 1) await first.recordFailure('shared-link', `10.8.0.${n}`);
    expect((await refused(second.assertOpen('shared-link', '10.8.1.1')))?.statusCode).toBe(429);
  });
});
