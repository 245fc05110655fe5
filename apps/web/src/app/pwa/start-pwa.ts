import type { QueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from '@/lib/after-first-screen';
import { setPwaState } from './pwa-store';

/**
 * Registers the service worker once the first screen is drawn (page loaded,
 * its calls answered, the main thread idle): its code and the precache
 * downloads never compete with the first screen. Called once React has been
 * asked to render it; the install offer is held from the start
 * (holdInstallOffer).
 */
export function startPwa(queryClient: QueryClient): void {
  afterFirstScreen(queryClient, () => {
    setPwaState({ ready: true });
    // Without a worker the app works as before, online only.
    import('./register-worker')
      .then(({ registerWorker }) => registerWorker())
      .catch(() => undefined);
  });
}
