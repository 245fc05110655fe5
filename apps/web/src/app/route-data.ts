import { requestCoursesEarly } from '@/lib/api/list-courses';
import { requestExamEarly } from '@/features/exams/api/get-exam';
import { requestTimedExamsEarly } from '@/features/exams/api/get-timed-exams';
import { bannerAllowedOn } from '@/early/page-requests';
import { getSession } from '@/lib/session';

const examPath = /^\/exam\/([^/]+)\/?$/;

/**
 * Starts the calls of the page the app opens on before React has rendered it:
 * a query otherwise starts after the first render is committed, and a lazy
 * page's only after its code has arrived (a round trip on a slow phone). The
 * exam banner's call starting early also lets it show with the first screen
 * instead of pushing the page down when it arrives.
 */
export function requestPageDataEarly({ pathname, search }: Location): void {
  const session = getSession();
  const signedIn = session.user !== null || session.admin !== null;
  if (signedIn && bannerAllowedOn(pathname)) requestTimedExamsEarly();

  const params = new URLSearchParams(search);
  if (pathname === '/courses' && (params.has('level') || params.get('mine') === '1')) {
    requestCoursesEarly(session);
  }

  // Admins see the exam's preview, from another call.
  const examId = examPath.exec(pathname)?.[1];
  if (examId && session.user !== null && session.admin === null) {
    requestExamEarly(decodeURIComponent(examId));
  }
}
