import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageCodeOrTimeout } from './first-render';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Whether the promise has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('pageCodeOrTimeout: when the first render stops waiting for the page', () => {
  it('renders as soon as the code is in', async () => {
    expect(await settled(pageCodeOrTimeout(Promise.resolve(), 2_000))).toBe(true);
  });

  it('renders at once when the code failed, so the route can show its error', async () => {
    expect(await settled(pageCodeOrTimeout(Promise.reject(new Error('offline')), 2_000))).toBe(
      true,
    );
  });

  it('waits for code that is still coming, then renders the shell at the limit', async () => {
    const waiting = pageCodeOrTimeout(new Promise<void>(() => undefined), 2_000);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
