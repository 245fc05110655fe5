import { lazy, Suspense } from 'react';
import { OfflineBar } from './offline-bar';
import { usePwaState } from './pwa-store';
import './pwa-bars.css';

// Most page loads have no prompt to show: its code loads only when one is due.
const PwaPrompts = lazy(() =>
  import('./pwa-prompts').then((module) => ({ default: module.PwaPrompts })),
);

/** The offline bar under the navbar, and the install or update prompt at the bottom. */
export function PwaBars() {
  const { applyUpdate, installEvent } = usePwaState();
  return (
    <>
      <OfflineBar />
      {(applyUpdate ?? installEvent) && (
        <Suspense fallback={null}>
          <PwaPrompts />
        </Suspense>
      )}
    </>
  );
}
