/**
 * Which calls the page the app opens on makes first: declared once, here, and
 * read both by the early chunk (page-requests.ts, before the app's code) and by
 * the app (app/route-data.ts). It imports nothing, as the early chunk must stay
 * a few hundred bytes.
 */
export type FirstCall =
  /** The timed-exam banner's list (signed in, on a page that shows the banner). */
  | 'timed-exams'
  /** A course list the address picks (a level, or the student's own courses). */
  | 'courses'
  /** A student's exam (examIdOf names it). */
  | 'exam'
  /** Every video the viewer may see: a course page lists its own from them. */
  | 'videos'
  /** The student's progress marks on a course page. */
  | 'progress'
  /** A page of the student's results (listPageOf names it). */
  | 'results'
  /** One of the student's results (resultIdOf names it). */
  | 'result'
  /** The student's wallet and a page of its ledger (listPageOf names it). */
  | 'wallet'
  /** The lesson a student opens (videoIdOf names it). */
  | 'video';

/** Who opens the page, as far as the first calls care. */
export interface FirstCallViewer {
  signedIn: boolean;
  /** Signed in as a student, not as an admin (an admin's exam is a preview, another call). */
  student: boolean;
}

/** Spec section 2: the exam banner shows outside the admin, exam and profile pages. */
export function bannerAllowedOn(pathname: string): boolean {
  return !['/admin', '/exam', '/profile'].some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}-`),
  );
}

const examPath = /^\/exam\/([^/]+)\/?$/;
const coursePath = /^\/courses\/([^/]+)\/?$/;
const resultsPath = /^\/profile\/exams-results\/?$/;
const resultPath = /^\/profile\/exams-results\/([^/]+)\/?$/;
const walletPath = /^\/wallet\/?$/;
const videoPath = /^\/videos\/([^/]+)\/?$/;

/** The course a `/courses/{id}` address opens, or null on any other page. */
export function courseIdOf(pathname: string): string | null {
  const id = coursePath.exec(pathname)?.[1];
  return id === undefined ? null : decodeURIComponent(id);
}

/** The video a `/videos/{id}` address opens, or null on any other page. */
export function videoIdOf(pathname: string): string | null {
  const id = videoPath.exec(pathname)?.[1];
  return id === undefined ? null : decodeURIComponent(id);
}

/** The result a `/profile/exams-results/{id}` address opens, or null on any other page. */
export function resultIdOf(pathname: string): string | null {
  const id = resultPath.exec(pathname)?.[1];
  return id === undefined ? null : decodeURIComponent(id);
}

/** Spec section 9: lists come 20 to a page. */
export const defaultPageSize = 20;

/** The contract's last page (pageQuery.page): a page past it is refused, not listed. */
export const maxPage = 1_000_000;

/**
 * A page number read from the address bar, before the total is known. An
 * address typed on an Arabic keyboard (page=٣) means page 3; anything else
 * that is not a whole page the API takes opens page 1.
 */
export function pageFromSearch(raw: string | null): number {
  // Both digit blocks (U+0660, U+06F0) start at a multiple of 16.
  const latin = (raw ?? '').replace(/[٠-٩۰-۹]/g, (digit) => String(digit.charCodeAt(0) % 16));
  if (!/^[0-9]{1,7}$/.test(latin)) return 1;
  const page = Number(latin);
  return page >= 1 && page <= maxPage ? page : 1;
}

/** The page of a paginated list (results, the wallet's ledger) an address opens. */
export function listPageOf(search: string): number {
  return pageFromSearch(new URLSearchParams(search).get('page'));
}

/** The exam an `/exam/{id}` address opens, or null on any other page. */
export function examIdOf(pathname: string): string | null {
  const id = examPath.exec(pathname)?.[1];
  return id === undefined ? null : decodeURIComponent(id);
}

export function firstCalls(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  viewer: FirstCallViewer,
): FirstCall[] {
  const calls: FirstCall[] = [];
  if (viewer.signedIn && bannerAllowedOn(pathname)) calls.push('timed-exams');
  const params = new URLSearchParams(search);
  if (pathname === '/courses' && (params.has('level') || params.get('mine') === '1')) {
    calls.push('courses');
  }
  if (coursePath.test(pathname)) {
    calls.push('courses', 'videos');
    if (viewer.student) calls.push('progress');
  }
  if (viewer.student && examPath.test(pathname)) calls.push('exam');
  if (viewer.student && resultsPath.test(pathname)) calls.push('results');
  if (viewer.student && resultPath.test(pathname)) calls.push('result');
  if (viewer.student && walletPath.test(pathname)) calls.push('wallet');
  if (viewer.student && videoPath.test(pathname)) calls.push('video');
  return calls;
}
