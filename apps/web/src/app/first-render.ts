/**
 * How long the first render waits for what the first screen needs. On a line
 * that stalls, the app's shell with its spinner is better than waiting on; a
 * phone that has the code (the service worker's precache, or a line that
 * works) never waits this long.
 */
export const firstScreenWaitMs = 2_000;

/**
 * Settles when every part of the first screen has arrived or failed (a page
 * whose code failed shows the error; a banner whose call failed is not drawn),
 * or after `waitMs`, whichever comes first: main.tsx renders then.
 */
export function firstScreenOrTimeout(parts: Promise<unknown>[], waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void Promise.allSettled(parts).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
