/**
 * The last measured server-clock offset, kept per device: when the clock
 * cannot be measured (offline, or a page served from the service worker's
 * cache, whose serverTime is old) the countdown runs on this one instead of
 * the phone's bare clock.
 */
const offsetKey = 'server-clock-offset';

export function loadOffset(): number | null {
  try {
    const raw = localStorage.getItem(offsetKey);
    const offset = raw === null ? NaN : Number(raw);
    return Number.isFinite(offset) ? offset : null;
  } catch {
    return null;
  }
}

export function saveOffset(offset: number): void {
  try {
    localStorage.setItem(offsetKey, String(Math.round(offset)));
  } catch {
    // The next measure stands in.
  }
}
