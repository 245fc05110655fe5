import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { messages } from '../../messages';
import type { LimitStore } from '../auth/limit-store';
import { RetryLater } from '../auth/retry-later';

/** Refused redeems (unknown, used, disabled or expired codes) allowed per window. */
export interface RedeemLimits {
  perStudent: { maxFailures: number; windowMs: number };
  perIp: { maxFailures: number; windowMs: number };
}

// A student with a real card fails rarely: the check digit catches typos
// before any request. Per address it is looser, for a center or a carrier
// sharing one address. docs/operations/recharge-code-guessing.md does the sums.
export const defaultRedeemLimits: RedeemLimits = {
  perStudent: { maxFailures: 10, windowMs: 60 * 60_000 },
  perIp: { maxFailures: 50, windowMs: 60 * 60_000 },
};

export interface RedeemGuard {
  /** 429 with `retry-after` while the student or the address has failed too often. */
  assertOpen(studentId: string, ip: string): Promise<void>;
  recordFailure(studentId: string, ip: string): Promise<void>;
}

function failureCounter(
  store: LimitStore,
  name: string,
  limit: { maxFailures: number; windowMs: number },
): RateLimiterAbstract {
  const options = {
    keyPrefix: `${store.prefix}redeem-failures-${name}`,
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
 * Counts refused redeems per student and per address, so guessing codes is
 * slowed whichever accounts or addresses it uses. Once held off, even a real
 * code waits: otherwise an answer would still tell a right guess from a wrong.
 */
export function createRedeemGuard(limits: RedeemLimits, store: LimitStore): RedeemGuard {
  const perStudent = failureCounter(store, 'student', limits.perStudent);
  const perIp = failureCounter(store, 'ip', limits.perIp);
  const checks = [
    { counter: perStudent, max: limits.perStudent.maxFailures },
    { counter: perIp, max: limits.perIp.maxFailures },
  ];
  return {
    async assertOpen(studentId, ip) {
      const keys = [studentId, ip];
      let waitMs = 0;
      for (const [index, { counter, max }] of checks.entries()) {
        const state = await counter.get(keys[index]!);
        if (state && state.consumedPoints >= max) waitMs = Math.max(waitMs, state.msBeforeNext);
      }
      if (waitMs > 0) {
        throw new RetryLater(
          Math.max(1, Math.ceil(waitMs / 1000)),
          messages.redeemTooManyFailures(Math.max(1, Math.ceil(waitMs / 60_000))),
        );
      }
    },
    async recordFailure(studentId, ip) {
      await Promise.all([perStudent.penalty(studentId, 1), perIp.penalty(ip, 1)]);
    },
  };
}
