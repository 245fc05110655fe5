import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { parentDigitAttempts } from '@sabora/contract';
import type { LimitStore } from '../auth/limit-store';
import { RetryLater } from '../auth/retry-later';
import { parentMessages } from './parents-messages';

/** Wrong digits allowed per window: per link, and more loosely per address (decision 0164). */
export interface ParentLimits {
  perLink: { maxFailures: number; windowMs: number };
  perIp: { maxFailures: number; windowMs: number };
}

// Four digits are 10,000 guesses: five per quarter-hour make a year's work of
// one link. An address is looser, for a family or a carrier sharing one.
export const defaultParentLimits: ParentLimits = {
  perLink: { maxFailures: parentDigitAttempts, windowMs: 15 * 60_000 },
  perIp: { maxFailures: 30, windowMs: 15 * 60_000 },
};

export interface ParentGuard {
  /** 429 with `retry-after` while the link or the address has failed too often. */
  assertOpen(linkId: string, ip: string): Promise<void>;
  recordFailure(linkId: string, ip: string): Promise<void>;
}

function failureCounter(
  store: LimitStore,
  name: string,
  limit: { maxFailures: number; windowMs: number },
): RateLimiterAbstract {
  const options = {
    keyPrefix: `${store.prefix}parent-digits-${name}`,
    points: limit.maxFailures,
    duration: Math.ceil(limit.windowMs / 1000),
  };
  const memory = new RateLimiterMemory(options);
  // Shared through Redis by every process; while Redis is away, counted here.
  return store.redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: store.redis,
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      })
    : memory;
}

/**
 * Counts wrong digits per link and per address, the redeem guard's pattern
 * (modules/codes/redeem-limits.ts). Once locked, even the right digits wait:
 * otherwise the answer would still tell a right guess from a wrong one.
 */
export function createParentGuard(limits: ParentLimits, store: LimitStore): ParentGuard {
  const perLink = failureCounter(store, 'link', limits.perLink);
  const perIp = failureCounter(store, 'ip', limits.perIp);
  const checks = [
    { counter: perLink, max: limits.perLink.maxFailures },
    { counter: perIp, max: limits.perIp.maxFailures },
  ];
  return {
    async assertOpen(linkId, ip) {
      const keys = [linkId, ip];
      let waitMs = 0;
      for (const [index, { counter, max }] of checks.entries()) {
        const state = await counter.get(keys[index]!);
        if (state && state.consumedPoints >= max) waitMs = Math.max(waitMs, state.msBeforeNext);
      }
      if (waitMs > 0) {
        throw new RetryLater(
          Math.max(1, Math.ceil(waitMs / 1000)),
          parentMessages.tooManyFailures(Math.max(1, Math.ceil(waitMs / 60_000))),
        );
      }
    },
    async recordFailure(linkId, ip) {
      await Promise.all([perLink.penalty(linkId, 1), perIp.penalty(ip, 1)]);
    },
  };
}
