import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlySettled, startEarly, takeEarly, takeEarlyData } from './early-request';

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

  it('says when a call started early has settled, and leaves its answer to the query', async () => {
    let answer: (value: string) => void = () => undefined;
    startEarly(['banner'], () => new Promise<string>((resolve) => (answer = resolve)));
    let settled = false;
    void earlySettled(['banner']).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer('exams');
    await earlySettled(['banner']);
    expect(settled).toBe(true);
    expect(takeEarlyData(['banner'])).toBe('exams');
  });

  it('settles a failed call and one never started', async () => {
    startEarly(['failed'], () => Promise.reject(new Error('offline')));
    await expect(earlySettled(['failed'])).resolves.toBeUndefined();
    await expect(earlySettled(['never'])).resolves.toBeUndefined();
  });
});
