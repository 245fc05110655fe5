import { holdInstallOffer, setPwaState } from './pwa-store';

/**
 * Holds the install offer now, and registers the service worker once the page
 * has loaded and the main thread is idle: its code and the precache downloads
 * never compete with the first screen.
 */
export function startPwa(): void {
  holdInstallOffer();
  const register = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => {
      setPwaState({ ready: true });
      // Without a worker the app works as before, online only.
      import('./register-worker')
        .then(({ registerWorker }) => registerWorker())
        .catch(() => undefined);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
