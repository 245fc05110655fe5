export interface ClockSample {
  /** Date.now(): follows the system clock, so it jumps when the user changes it. */
  wall: number;
  /** performance.now(): monotonic, unaffected by clock changes. */
  mono: number;
}

/**
 * Both clocks advance together however late a timer fires (jitter, throttled
 * background tabs), so only a change of the system clock makes them diverge.
 */
export function clockJumped(
  previous: ClockSample,
  next: ClockSample,
  thresholdMs: number,
): boolean {
  const wallElapsed = next.wall - previous.wall;
  const monoElapsed = next.mono - previous.mono;
  return Math.abs(wallElapsed - monoElapsed) > thresholdMs;
}

interface AntiTamperOptions {
  intervalMs: number;
  thresholdMs: number;
  onJump: () => void;
}

function sample(): ClockSample {
  return { wall: Date.now(), mono: performance.now() };
}

/** Starts the periodic check; returns a function that stops it. */
export function startAntiTamper({
  intervalMs,
  thresholdMs,
  onJump,
}: AntiTamperOptions): () => void {
  let previous = sample();
  // A suspended device (screen off) stops the monotonic clock on some systems
  // while the wall clock keeps going, so a hidden page restarts the baseline.
  const onVisibility = () => {
    previous = sample();
  };
  const timer = window.setInterval(() => {
    const next = sample();
    if (document.visibilityState === 'visible' && clockJumped(previous, next, thresholdMs)) {
      onJump();
    }
    previous = next;
  }, intervalMs);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
