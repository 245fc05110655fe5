import { switchBeforeExamLinks } from './exam-link-switch';
import { setPwaState } from './pwa-store';
import { countVisit } from './visits';

/**
 * Registers the service worker (src/sw/sw.ts). Loaded after the page's load
 * event and an idle moment (start-pwa.ts), so the first paint and Lighthouse
 * do not pay for it. The registration's own events rather than workbox-window:
 * that one stops watching for updates after its first minute, and a student
 * keeps the app open for hours.
 */
export async function registerWorker(): Promise<void> {
  // Counted here, after the page has loaded: the install offer needs it only later.
  countVisit();
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register('/sw.js', { scope: '/' });

  const offerUpdate = (worker: ServiceWorker) => {
    setPwaState({
      applyUpdate: (withinMs) =>
        new Promise((resolve) => {
          setTimeout(() => resolve(false), withinMs);
          serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
          const waiting = registration.waiting ?? worker;
          if (waiting.state !== 'redundant') waiting.postMessage({ type: 'SKIP_WAITING' });
        }),
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
  switchBeforeExamLinks();
  // A student comes back to a tab left open for hours: look for a new version then.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}
