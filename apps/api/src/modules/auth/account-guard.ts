import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { LimitStore } from './limit-store';
import { RetryLater } from './retry-later';
import type { SignInLimits } from './sign-in-limits';

export interface AccountGuard {
  /** Refuses with 429 while the account has had too many failed passwords. */
  assertOpen(account: string): Promise<void>;
  recordFailure(account: string): Promise<void>;
  recordSuccess(account: string): Promise<void>;
}

/** Counts failed passwords per account, so guessing is slowed whichever addresses it uses. */
export function createAccountGuard(
  limits: SignInLimits['perAccount'],
  store: LimitStore,
): AccountGuard {
  const options = {
    keyPrefix: `${store.prefix}sign-in-failures`,
    points: limits.maxFailures,
    duration: Math.ceil(limits.windowMs / 1000),
  };
  const memory = new RateLimiterMemory(options);
  // Shared by every process through Redis; while Redis is away this process
  // counts alone instead of failing the sign-in.
  const failures = store.redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: store.redis,
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      })
    : memory;
  return {
    async assertOpen(account) {
      const state = await failures.get(account);
      if (state && state.consumedPoints >= limits.maxFailures) {
        throw new RetryLater(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
      }
    },
    async recordFailure(account) {
      await failures.penalty(account, 1);
    },
    async recordSuccess(account) {
      await failures.delete(account);
    },
  };
}
