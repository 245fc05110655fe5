import { serverAnswers } from './server-answers';

/**
 * How each browser words a lazily loaded page's code that never arrived
 * (Chromium, Safari, Firefox), and vite's own word for a stylesheet that came
 * with it. The network, not the page, is at fault: the page says so.
 */
const failedImport = [
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /unable to preload css/i,
];

// What vite reported with its `vite:preloadError` event, whatever its words.
const preloadErrors = new WeakSet<object>();

/** Listens once, from the entry, for vite's report of a page's code it could not fetch. */
export function rememberPreloadErrors(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === 'object' && payload !== null) preloadErrors.add(payload);
  });
}

/** A route's error is its page's code that could not be fetched, not a fault in the page. */
export function isPageCodeError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (preloadErrors.has(error)) return true;
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return failedImport.some((words) => words.test(error.message));
}

/**
 * Asks the page's code again: by reloading the page, since React keeps a lazy
 * page's failed load failed for good. Only once the server answers, so a page whose
 * server is down stays on its message instead of the browser's error page, and
 * a reload can never follow a reload by itself. Resolves false when it did not.
 */
export async function reloadWhenReachable(
  reload: () => void = () => {
    window.location.reload();
  },
): Promise<boolean> {
  if (!(await serverAnswers())) return false;
  reload();
  return true;
}
