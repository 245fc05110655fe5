import { describe, expect, it } from 'vitest';
import { createPasswordGate } from './password-gate';
import { RetryLater } from './retry-later';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('password gate', () => {
  it('runs a few checks at once, queues a few more and refuses the rest at once', async () => {
    const gate = createPasswordGate({ concurrent: 2, queued: 3, maxWaitMs: 60_000 });
    const release = deferred();
    let running = 0;
    let peak = 0;
    const check = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await release.promise;
      running -= 1;
      return 'checked';
    };
    const outcomes = Array.from({ length: 10 }, () =>
      gate.run(check).then(
        (value) => value,
        (error: unknown) => error,
      ),
    );
    const refusedAtOnce = await Promise.all(outcomes.slice(5));
    for (const refusal of refusedAtOnce) {
      expect(refusal).toBeInstanceOf(RetryLater);
      expect((refusal as RetryLater).statusCode).toBe(429);
      expect((refusal as RetryLater).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect((refusal as RetryLater).retryAfterSeconds).toBeLessThanOrEqual(3);
    }
    expect(running).toBe(2);
    release.resolve();
    expect(await Promise.all(outcomes.slice(0, 5))).toEqual(Array(5).fill('checked'));
    expect(peak).toBe(2);
  });

  it('admits again once the queue drains', async () => {
    const gate = createPasswordGate({ concurrent: 1, queued: 0, maxWaitMs: 60_000 });
    const first = deferred();
    const running = gate.run(() => first.promise);
    await expect(gate.run(async () => 'second')).rejects.toBeInstanceOf(RetryLater);
    first.resolve();
    await running;
    await expect(gate.run(async () => 'third')).resolves.toBe('third');
  });

  it('passes a failed check on and frees its slot', async () => {
    const gate = createPasswordGate({ concurrent: 1, queued: 0, maxWaitMs: 60_000 });
    await expect(gate.run(() => Promise.reject(new Error('argon2 failed')))).rejects.toThrow(
      'argon2 failed',
    );
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses when the checks it measured predict too long a wait, though the queue has room', async () => {
    let clock = 0;
    const gate = createPasswordGate({ concurrent: 1, queued: 100, maxWaitMs: 1000 }, () => clock);
    // A slow machine: every check takes 600 ms.
    const slowCheck = async () => {
      clock += 600;
    };
    for (let i = 0; i < 10; i += 1) await gate.run(slowCheck);

    const running = deferred();
    const first = gate.run(() => running.promise);
    const second = gate.run(async () => 'queued behind one');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(RetryLater);
    running.resolve();
    await first;
    await expect(second).resolves.toBe('queued behind one');
  });

  it('never refuses a check that would start at once, however slow checks are', async () => {
    let clock = 0;
    const gate = createPasswordGate({ concurrent: 1, queued: 10, maxWaitMs: 100 }, () => clock);
    for (let i = 0; i < 5; i += 1) {
      await gate.run(async () => {
        clock += 5000;
      });
    }
    await expect(gate.run(async () => 'alone')).resolves.toBe('alone');
  });

  it('refuses a queued check whose turn comes after the longest wait', async () => {
    let clock = 0;
    const gate = createPasswordGate({ concurrent: 1, queued: 10, maxWaitMs: 1000 }, () => clock);
    const running = deferred();
    const started = deferred();
    const first = gate.run(() => {
      started.resolve();
      return running.promise;
    });
    let ran = false;
    const waiting = gate.run(async () => {
      ran = true;
    });
    // Nothing measured yet predicted a short wait; the first check then took 2 s.
    await started.promise;
    clock += 2000;
    running.resolve();
    await first;
    await expect(waiting).rejects.toBeInstanceOf(RetryLater);
    expect(ran).toBe(false);
  });
});
