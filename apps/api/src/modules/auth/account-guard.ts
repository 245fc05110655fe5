import { RateLimiterMemory } from 'rate-limiter-flexible';
import { HttpError } from '../../lib/http-errors';
import { messages } from '../../messages';
import type { SignInLimits } from './sign-in-limits';

export interface AccountGuard {
  /** Refuses with 429 while the account has had too many failed passwords. */
  assertOpen(account: string): Promise<void>;
  recordFailure(account: string): Promise<void>;
  recordSuccess(account: string): Promise<void>;
}

/** Counts failed passwords per account, so guessing is slowed whichever addresses it uses. */
export function createAccountGuard(limits: SignInLimits['perAccount']): AccountGuard {
  const failures = new RateLimiterMemory({
    keyPrefix: 'sign-in-failures',
    points: limits.maxFailures,
    duration: Math.ceil(limits.windowMs / 1000),
  });
  return {
    async assertOpen(account) {
      const state = await failures.get(account);
      if (state && state.consumedPoints >= limits.maxFailures) {
        throw new HttpError(429, messages.rateLimited);
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
