import { Workbox } from 'workbox-window';
import { setPwaState } from './pwa-store';

/**
 * Registers the service worker (src/sw/sw.ts). Loaded after the page's load
 * event and an idle moment (main.tsx), so the first paint and Lighthouse do
 * not pay for it.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  const offerUpdate = () => {
    setPwaState({
      applyUpdate: (then) => {
        // The new worker takes the page over; only then is the page loaded again, from it.
        workbox.addEventListener('controlling', () => {
          if (then === 'reload') window.location.reload();
          else window.location.assign(then.load);
        });
        workbox.messageSkipWaiting();
      },
    });
  };
  workbox.addEventListener('waiting', offerUpdate);
  void workbox.register();
}
