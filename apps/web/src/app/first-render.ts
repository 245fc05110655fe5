/**
 * How long the first render waits for the page's code. On a line that
 * stalls, a white page is worse than the shell with its spinner; a phone that
 * has the code (the service worker's precache, or a line that works) never
 * waits this long.
 */
export const pageCodeWaitMs = 2_000;

/**
 * Settles when the page's code is in, has failed (its route then shows the
 * error), or after `waitMs`, whichever comes first: main.tsx renders then.
 */
export function pageCodeOrTimeout(pageCode: Promise<unknown>, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    pageCode.then(done, done);
  });
}
