import { randomInt } from 'node:crypto';
import pLimit from 'p-limit';
import { RetryLater } from './retry-later';
import type { SignInLimits } from './sign-in-limits';

export interface PasswordGate {
  /**
   * Runs an argon2id hash or check (with its account lookup) when a slot is
   * free; refuses at once with `RetryLater` when the wait would be too long.
   */
  run<T>(check: () => Promise<T>): Promise<T>;
}

// Spread the retries so refused clients do not come back as one wave.
const refusal = () => new RetryLater(1 + randomInt(3));

// A first guess for one check on a quiet core; measured checks replace it quickly.
const firstGuessMs = 50;
const weightOfLatest = 0.3;

/**
 * argon2id costs ~19 MiB and tens of milliseconds of CPU per password. A
 * burst of sign-ins would otherwise queue without bound (on libuv's four
 * threads, starving file reads that share them, and on the CPU the event loop
 * needs for exam calls) and answer only after clients gave up. Bounded by
 * count and by the wait measured checks predict, the overflow gets a quick
 * 429 and tries again; a slower machine (or a busier one) admits fewer, and
 * a check that still waited too long is refused when its turn comes.
 */
export function createPasswordGate(
  limits: SignInLimits['passwordChecks'],
  now: () => number = () => performance.now(),
): PasswordGate {
  const limit = pLimit(limits.concurrent);
  let typicalMs = firstGuessMs;

  async function timed<T>(check: () => Promise<T>): Promise<T> {
    const started = now();
    try {
      return await check();
    } finally {
      typicalMs += weightOfLatest * (now() - started - typicalMs);
    }
  }

  return {
    run(check) {
      // Active plus pending counts every admitted check not yet finished, also
      // those p-limit has queued but not yet started in this same tick.
      const admitted = limit.activeCount + limit.pendingCount;
      const ahead = admitted - limits.concurrent + 1;
      const expectedWaitMs = ahead > 0 ? (ahead / limits.concurrent) * typicalMs : 0;
      if (admitted >= limits.concurrent + limits.queued || expectedWaitMs > limits.maxWaitMs) {
        return Promise.reject(refusal());
      }
      const queuedAt = now();
      return limit(() => {
        // The prediction was too kind (checks slowed down, or none measured yet):
        // the client has waited long enough; it gets its answer now, not later.
        if (now() - queuedAt > limits.maxWaitMs) return Promise.reject(refusal());
        return timed(check);
      });
    },
  };
}
