import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { LimitStore } from './limit-store';
import { RetryLater } from './retry-later';

/** Failures allowed in a window. */
export interface FailureLimit {
  maxFailures: number;
  windowMs: number;
}

export interface FailureGuard {
  /** 429 with `retry-after` while the subject or the address has failed too often. */
  assertOpen(subject: string, ip: string): Promise<void>;
  recordFailure(subject: string, ip: string): Promise<void>;
}

interface FailureGuardOptions {
  /** Names the counters in the shared store, e.g. `redeem-failures`. */
  name: string;
  /** What a subject is (`student`, `link`): the first counter's name. */
  subject: string;
  perSubject: FailureLimit;
  perIp: FailureLimit;
  /** The Arabic refusal, given the minutes left. */
  tooMany: (minutes: number) => string;
}

function failureCounter(store: LimitStore, name: string, limit: FailureLimit): RateLimiterAbstract {
  const options = {
    keyPrefix: `${store.prefix}${name}`,
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
 * Counts refused guesses (recharge codes, a parent link's digits) per subject
 * and per address, so guessing is slowed whichever accounts or addresses it
 * uses. Once held off, even a right guess waits: otherwise the answer would
 * still tell a right guess from a wrong one.
 */
export function createFailureGuard(store: LimitStore, options: FailureGuardOptions): FailureGuard {
  const perSubject = failureCounter(
    store,
    `${options.name}-${options.subject}`,
    options.perSubject,
  );
  const perIp = failureCounter(store, `${options.name}-ip`, options.perIp);
  const checks = [
    { counter: perSubject, max: options.perSubject.maxFailures },
    { counter: perIp, max: options.perIp.maxFailures },
  ];
  return {
    async assertOpen(subject, ip) {
      const keys = [subject, ip];
      let waitMs = 0;
      for (const [index, { counter, max }] of checks.entries()) {
        const state = await counter.get(keys[index]!);
        if (state && state.consumedPoints >= max) waitMs = Math.max(waitMs, state.msBeforeNext);
      }
      if (waitMs > 0) {
        throw new RetryLater(
          Math.max(1, Math.ceil(waitMs / 1000)),
          options.tooMany(Math.max(1, Math.ceil(waitMs / 60_000))),
        );
      }
    },
    async recordFailure(subject, ip) {
      await Promise.all([perSubject.penalty(subject, 1), perIp.penalty(ip, 1)]);
    },
  };
}
