import type { QueryClient } from '@tanstack/react-query';

/**
 * The longest a task waits for the first screen's calls: one that keeps
 * retrying must not hold it back for good.
 */
export const firstScreenCallsWaitMs = 10_000;

const whenIdle = (run: () => void) => {
  const idle = window.requestIdleCallback ?? ((next: () => void) => setTimeout(next, 1));
  idle(run);
};

/** Settles once no query is fetching, or after `waitMs`. */
function callsSettled(queryClient: QueryClient, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    if (queryClient.isFetching() === 0) done();
  });
}

/**
 * Runs `task` once the first screen is drawn: the page has loaded, React has
 * rendered it (the main thread is idle), its calls have answered and what they
 * brought is drawn (idle again). Work the first screen does not draw (the
 * session's refresh, the service worker, the Latin font files) then does not
 * share the phone's line and CPU with it (decision 0225). Call it once React
 * has been asked to render, or from an effect: before, no call has started
 * yet. Returns a cancel function.
 */
export function afterFirstScreen(queryClient: QueryClient, task: () => void): () => void {
  let cancelled = false;
  const afterLoad = () => {
    whenIdle(() => {
      void callsSettled(queryClient, firstScreenCallsWaitMs).then(() => {
        whenIdle(() => {
          if (!cancelled) task();
        });
      });
    });
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
  };
}
