import { lazy, Suspense, type ComponentType } from 'react';

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
  return (
    <Suspense fallback={null}>
      <SubmitOutbox />
    </Suspense>
  );
}
