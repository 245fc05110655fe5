import { setPwaState } from './pwa-store';
import { countVisit } from './visits';

/**
 * Registers the service worker (src/sw/sw.ts). Loaded after the page's load
 * event and an idle moment (start-pwa.ts), so the first paint and Lighthouse
 * do not pay for it. The registration's own events rather than workbox-window:
 * that one stops watching for updates after its first minute, and a student
 * keeps the app open for hours.
 */
const switchTimeoutMs = 4000;

export async function registerWorker(): Promise<void> {
  // Counted here, after the page has loaded: the install offer needs it only later.
  countVisit();
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register('/sw.js', { scope: '/' });

  const offerUpdate = (worker: ServiceWorker) => {
    setPwaState({
      applyUpdate: (then) => {
        let loaded = false;
        const load = () => {
          if (loaded) return;
          loaded = true;
          if (then === 'reload') window.location.reload();
          else window.location.assign(then.load);
        };
        // The new worker takes the page over; only then is the page loaded again, from it.
        serviceWorker.addEventListener('controllerchange', load, { once: true });
        (registration.waiting ?? worker).postMessage({ type: 'SKIP_WAITING' });
        // Should the old worker be slow to let go, the page loads anyway: its
        // code comes from the network (the page is never precached), and the
        // new worker takes over at the next load.
        setTimeout(load, switchTimeoutMs);
      },
    });
  };

  // A first install has no controller and nothing to replace: no prompt.
  if (registration.waiting && serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && serviceWorker.controller) offerUpdate(worker);
    });
  });
  // A student comes back to a tab left open for hours: look for a new version then.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}
