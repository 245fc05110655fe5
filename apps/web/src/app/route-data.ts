import { firstCalls } from '@/early/route-calls';
import { requestCoursesEarly } from '@/features/courses/api/list-courses';
import { requestExamEarly } from '@/features/exams/api/get-exam';
import { requestTimedExamsEarly } from '@/features/exams/api/get-timed-exams';
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
  for (const first of firstCalls(location, viewer)) {
    switch (first.call) {
      case 'timed-exams':
        requestTimedExamsEarly();
        break;
      case 'courses':
        requestCoursesEarly(session);
        break;
      case 'exam':
        requestExamEarly(first.examId);
        break;
    }
  }
}
