import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly, takeEarlyData } from './early-request';

afterEach(() => {
  vi.useRealTimers();
});

describe('early requests', () => {
  it('hands the started call to the first fetch only', async () => {
    const request = vi.fn(() => Promise.resolve(['a']));
    startEarly(['list'], request);
    startEarly(['list'], request);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(takeEarly(['list'])).resolves.toEqual(['a']);
    expect(takeEarly(['list'])).toBeUndefined();
  });

  it('gives the data as initial data only once it has arrived', async () => {
    let answer: (value: string) => void = () => undefined;
    startEarly(['exam', '1'], () => new Promise<string>((resolve) => (answer = resolve)));
    expect(takeEarlyData(['exam', '1'])).toBeUndefined();
    answer('ready');
    await Promise.resolve();
    await Promise.resolve();
    expect(takeEarlyData(['exam', '1'])).toBe('ready');
    expect(takeEarlyData(['exam', '1'])).toBeUndefined();
  });

  it('drops an answer that waited too long for its page', () => {
    vi.useFakeTimers();
    startEarly(['old'], () => Promise.resolve('stale'));
    vi.advanceTimersByTime(16_000);
    expect(takeEarly(['old'])).toBeUndefined();
  });

  it('leaves a failure to the query that takes the call', async () => {
    startEarly(['broken'], () => Promise.reject(new Error('offline')));
    await expect(takeEarly(['broken'])).rejects.toThrow('offline');
  });
});
