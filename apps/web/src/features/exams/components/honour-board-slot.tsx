import { lazy, Suspense } from 'react';

// Loaded once a result shows: the exam page's first load stays within its budget.
const HonourBoard = lazy(() =>
  import('./honour-board').then((module) => ({ default: module.HonourBoard })),
);

/** Where a revealed result shows its exam's honour board, if the exam has one. */
export function HonourBoardSlot({
  examId,
  headingLevel,
}: {
  examId: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <Suspense fallback={null}>
      <HonourBoard examId={examId} headingLevel={headingLevel} />
    </Suspense>
  );
}
