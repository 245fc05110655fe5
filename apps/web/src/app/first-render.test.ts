import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenOrTimeout } from './first-render';

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

describe('firstScreenOrTimeout: when the first render stops waiting', () => {
  it('renders as soon as the code is in', async () => {
    expect(await settled(firstScreenOrTimeout([Promise.resolve()], 2_000))).toBe(true);
  });

  it('renders at once when the code failed, so the route can show its error', async () => {
    const failed = Promise.reject(new Error('offline'));
    expect(await settled(firstScreenOrTimeout([failed], 2_000))).toBe(true);
  });

  it('waits for code that is still coming, then renders the shell at the limit', async () => {
    const waiting = firstScreenOrTimeout([new Promise<void>(() => undefined)], 2_000);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it("waits for the banner's answer when the code is in, so the banner does not push the page down", async () => {
    let answer: () => void = () => undefined;
    const banner = new Promise<void>((resolve) => (answer = resolve));
    const waiting = firstScreenOrTimeout([Promise.resolve(), banner], 2_000);
    expect(await settled(waiting)).toBe(false);
    answer();
    expect(await settled(waiting)).toBe(true);
  });

  it('waits for the banner even when the code failed', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const banner = new Promise<void>((_, reject) => (fail = reject));
    const waiting = firstScreenOrTimeout([Promise.reject(new Error('offline')), banner], 2_000);
    expect(await settled(waiting)).toBe(false);
    fail(new Error('offline'));
    expect(await settled(waiting)).toBe(true);
  });
});
