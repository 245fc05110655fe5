import { lazy, Suspense, type ComponentType } from 'react';
import { usePwaState } from './pwa-store';

// Loaded once the page is idle (start-pwa.ts), so the first download stays
// within its budget; precached, so it loads offline too. Should it fail to
// load, the page goes on without the bars.
const PwaBars = lazy(() =>
  import('./pwa-bars')
    .then((module): { default: ComponentType } => ({ default: module.PwaBars }))
    .catch(() => ({ default: () => null })),
);

/** The offline bar and the install and update prompts (pwa-bars.tsx), after the first screen. */
export function LazyPwaBars() {
  const { ready } = usePwaState();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PwaBars />
    </Suspense>
  );
}
