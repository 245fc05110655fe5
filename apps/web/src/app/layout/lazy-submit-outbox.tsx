import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { hasPendingSubmits } from '@/features/exams/lib/outbox-key';
import { usePwaState } from '../pwa/pwa-store';

// Should it fail to load (offline on a first visit), the exam page still
// sends its own waiting submit.
const SubmitOutbox = lazy(() =>
  import('@/features/exams/components/submit-outbox')
    .then((module): { default: ComponentType } => ({ default: module.SubmitOutbox }))
    .catch(() => ({ default: () => null })),
);

/**
 * Offline submits sent from anywhere in the app (decision 0174), loaded only
 * when one waits (decision 0203): rendered with the first screen, `lazy()`
 * fetched the outbox's chunks during the first render, before the first
 * paint, on every page. It looks once the page has loaded and is idle
 * (`ready`, start-pwa.ts) and again whenever the connection returns; once
 * mounted, the outbox sends at once and on every later `online` itself.
 */
export function LazySubmitOutbox() {
  const { ready } = usePwaState();
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!ready || waiting) return undefined;
    const look = () => {
      if (hasPendingSubmits()) setWaiting(true);
    };
    look();
    window.addEventListener('online', look);
    return () => {
      window.removeEventListener('online', look);
    };
  }, [ready, waiting]);

  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <SubmitOutbox />
    </Suspense>
  );
}
