import { examIdOf, firstCalls, type FirstCall } from '@/early/route-calls';
import { requestCoursesEarly } from '@/lib/api/list-courses';
import { requestExamEarly } from '@/features/exams/api/get-exam';
import { requestTimedExamsEarly, timedExamsSettled } from '@/features/exams/api/get-timed-exams';
import { getSession } from '@/lib/session';

/**
 * Starts the calls of the page the app opens on (early/route-calls.ts, the
 * list the early chunk reads too) before React has rendered it: a query
 * otherwise starts after the first render is committed, and a lazy page's only
 * after its code has arrived (a round trip on a slow phone). The exam banner's
 * call starting early also lets it show with the first screen instead of
 * pushing the page down when it arrives.
 */
export function requestPageDataEarly(location: Pick<Location, 'pathname' | 'search'>): void {
  const session = getSession();
  const viewer = {
    signedIn: session.user !== null || session.admin !== null,
    student: session.user !== null && session.admin === null,
  };
  // A Record, so a call added to route-calls.ts does not compile until it is named here.
  // null: the early chunk's raw call is all (decision 0192); importing the page's own
  // call here would put its schemas in every page's first download.
  const start: Record<FirstCall, (() => void) | null> = {
    'timed-exams': requestTimedExamsEarly,
    courses: () => {
      requestCoursesEarly(session);
    },
    exam: () => {
      const examId = examIdOf(location.pathname);
      if (examId !== null) requestExamEarly(examId);
    },
    videos: null,
    progress: null,
    results: null,
    result: null,
    wallet: null,
    video: null,
  };
  for (const call of firstCalls(location, viewer)) start[call]?.();
}

/** The exam banner's early call, settled: the first render waits for it (decision 0220). */
export function bannerDataSettled(): Promise<void> {
  return timedExamsSettled();
}
