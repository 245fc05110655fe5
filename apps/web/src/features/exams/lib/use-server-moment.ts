import { useEffect, useRef } from 'react';
import { remainingMs } from './server-clock';

// Past the moment by this much, so the server (whose clock decides) agrees it came.
const marginMs = 500;
// setTimeout fires at once beyond 2^31 - 1 ms; a page left open that long re-arms.
const longestWaitMs = 2 ** 31 - 1;

/**
 * Calls `onMoment` once when the server's clock (device clock + offset)
 * reaches `at`: one timer, no polling. A new `at` or offset re-arms it.
 */
export function useServerMoment(at: number | null, offset: number, onMoment: () => void): void {
  const callback = useRef(onMoment);
  useEffect(() => {
    callback.current = onMoment;
  }, [onMoment]);

  useEffect(() => {
    if (at === null) return;
    const wait = Math.min(remainingMs(at, Date.now(), offset) + marginMs, longestWaitMs);
    const timer = window.setTimeout(() => {
      callback.current();
    }, wait);
    return () => {
      window.clearTimeout(timer);
    };
  }, [at, offset]);
}
