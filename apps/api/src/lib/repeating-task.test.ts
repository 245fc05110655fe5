import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatingTask } from './repeating-task';

afterEach(() => {
  vi.useRealTimers();
});

/** A round that ends when the test says so. */
function heldRounds() {
  const ends: Array<() => void> = [];
  let started = 0;
  const work = () => {
    started += 1;
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  return { work, ends, started: () => started };
}

describe('a repeating task', () => {
  it('runs at once, then every interval, never two rounds at once', async () => {
    vi.useFakeTimers();
    const rounds = heldRounds();
    const task = repeatingTask(rounds.work, 1000, () => undefined);
    task.start();
    expect(rounds.started()).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(rounds.started()).toBe(1);
    rounds.ends[0]!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds.started()).toBe(2);
    rounds.ends[1]!();
    await task.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(rounds.started()).toBe(2);
  });

  it('hands a failed round to onError and goes on', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const task = repeatingTask(
      async () => {
        calls += 1;
        throw new Error(`round ${calls}`);
      },
      1000,
      (error) => errors.push(error),
    );
    task.start();
    await vi.advanceTimersByTimeAsync(1000);
    await task.stop();
    expect(calls).toBe(2);
    expect(errors.map((error) => (error as Error).message)).toEqual(['round 1', 'round 2']);
  });

  it('stop waits for the round under way', async () => {
    const rounds = heldRounds();
    const task = repeatingTask(rounds.work, 1000, () => undefined);
    task.start();
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    rounds.ends[0]!();
    await stopping;
    expect(stopped).toBe(true);
  });
});
