/**
 * How far the server's clock is ahead of this device's: the server's reading
 * is taken to be from the middle of the round trip.
 */
export function clockOffset(serverNow: number, sentAt: number, receivedAt: number): number {
  return serverNow - (sentAt + receivedAt) / 2;
}

/** Milliseconds left until `endTime` on the server's clock, never below zero. */
export function remainingMs(endTime: number, deviceNow: number, offset: number): number {
  return Math.max(0, endTime - (deviceNow + offset));
}

/** "1:05:09" or "04:09". */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
