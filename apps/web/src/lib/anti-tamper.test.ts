import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockJumped, startAntiTamper } from './anti-tamper';

const threshold = 100;

describe('clockJumped', () => {
  it('accepts clocks that advance together', () => {
    expect(clockJumped({ wall: 1_000, mono: 50 }, { wall: 4_000, mono: 3_050 }, threshold)).toBe(
      false,
    );
  });

  it('accepts a late timer: both clocks see the delay', () => {
    expect(clockJumped({ wall: 1_000, mono: 50 }, { wall: 61_000, mono: 60_050 }, threshold)).toBe(
      false,
    );
  });

  it('accepts drift within the threshold', () => {
    expect(clockJumped({ wall: 1_000, mono: 50 }, { wall: 4_090, mono: 3_050 }, threshold)).toBe(
      false,
    );
  });

  it('detects the system clock moved forward', () => {
    expect(
      clockJumped({ wall: 1_000, mono: 50 }, { wall: 3_604_000, mono: 3_050 }, threshold),
    ).toBe(true);
  });

  it('detects the system clock moved backward', () => {
    expect(
      clockJumped({ wall: 3_600_000, mono: 50 }, { wall: 3_000, mono: 3_050 }, threshold),
    ).toBe(true);
  });
});

describe('startAntiTamper', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports a jump of the wall clock on the next check and stops when asked', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'performance'] });
    const onJump = vi.fn();
    const stop = startAntiTamper({ intervalMs: 3000, thresholdMs: threshold, onJump });

    vi.advanceTimersByTime(3000);
    expect(onJump).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    vi.advanceTimersByTime(3000);
    expect(onJump).toHaveBeenCalledTimes(1);

    stop();
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    vi.advanceTimersByTime(3000);
    expect(onJump).toHaveBeenCalledTimes(1);
  });
});
