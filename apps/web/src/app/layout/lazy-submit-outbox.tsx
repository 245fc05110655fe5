import { lazy, Suspense, type ComponentType } from 'react';
import { usePwaState } from '../pwa/pwa-store';

// After the first screen, like the PWA bars: the first download stays within
// its budget. Should it fail to load (offline on a first visit), the exam
// page still sends its own waiting submit.
const SubmitOutbox = lazy(() =>
  import('@/features/exams/components/submit-outbox')
    .then((module): { default: ComponentType } => ({ default: module.SubmitOutbox }))
    .catch(() => ({ default: () => null })),
);

/** Offline submits sent from anywhere in the app (decision 0174). */
export function LazySubmitOutbox() {
  // lazy() fetches when first rendered: rendered with the first screen, its five chunks
  // were requested and evaluated during the first render, before the first paint
  // (decision 0203). `ready` comes once the page has loaded and is idle (start-pwa.ts).
  const { ready } = usePwaState();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SubmitOutbox />
    </Suspense>
  );
}
