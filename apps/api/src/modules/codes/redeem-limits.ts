import { messages } from '../../messages';
import { createFailureGuard, type FailureGuard, type FailureLimit } from '../auth/failure-guard';
import type { LimitStore } from '../auth/limit-store';

/** Refused redeems (unknown, used, disabled or expired codes) allowed per window. */
export interface RedeemLimits {
  perStudent: FailureLimit;
  perIp: FailureLimit;
}

// A student with a real card fails rarely: the check digit catches typos
// before any request. Per address it is looser, for a center or a carrier
// sharing one address. docs/operations/recharge-code-guessing.md does the sums.
export const defaultRedeemLimits: RedeemLimits = {
  perStudent: { maxFailures: 10, windowMs: 60 * 60_000 },
  perIp: { maxFailures: 50, windowMs: 60 * 60_000 },
};

/** Refused redeems per student and per address. */
export type RedeemGuard = FailureGuard;

export function createRedeemGuard(limits: RedeemLimits, store: LimitStore): RedeemGuard {
  return createFailureGuard(store, {
    name: 'redeem-failures',
    subject: 'student',
    perSubject: limits.perStudent,
    perIp: limits.perIp,
    tooMany: messages.redeemTooManyFailures,
  });
}
