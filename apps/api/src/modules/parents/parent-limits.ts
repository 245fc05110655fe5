import { parentDigitAttempts } from '@sabora/contract';
import { createFailureGuard, type FailureGuard, type FailureLimit } from '../auth/failure-guard';
import type { LimitStore } from '../auth/limit-store';
import { parentMessages } from './parents-messages';

/** Wrong digits allowed per window: per link, and more loosely per address (decision 0164). */
export interface ParentLimits {
  perLink: FailureLimit;
  perIp: FailureLimit;
}

// Four digits are 10,000 guesses: five per quarter-hour make a year's work of
// one link. An address is looser, for a family or a carrier sharing one.
export const defaultParentLimits: ParentLimits = {
  perLink: { maxFailures: parentDigitAttempts, windowMs: 15 * 60_000 },
  perIp: { maxFailures: 30, windowMs: 15 * 60_000 },
};

/** Wrong digits per link and per address, the redeem guard's rule (modules/auth/failure-guard.ts). */
export type ParentGuard = FailureGuard;

export function createParentGuard(limits: ParentLimits, store: LimitStore): ParentGuard {
  return createFailureGuard(store, {
    name: 'parent-digits',
    subject: 'link',
    perSubject: limits.perLink,
    perIp: limits.perIp,
    tooMany: parentMessages.tooManyFailures,
  });
}
