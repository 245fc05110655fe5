import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPageRequests } from '@/early/page-requests';
import type { RawRequest } from '@/early/raw-requests';
import { saveUser } from '@/lib/session';
import { studentSession } from '@/test/session-fixtures';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** What fetch was asked for since the last clear, as the early chunk writes a request. */
function wire(): RawRequest[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const authorization = new Headers(init?.headers).get('Authorization');
    return {
      method: init?.method ?? 'GET',
      path: String(input).replace(/^\/api/, ''),
      token: authorization?.replace(/^Bearer /, '') ?? null,
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    };
  });
}

const sorted = (requests: RawRequest[]) =>
  [...requests].sort((a, b) => a.path.localeCompare(b.path));

// The early chunk's raw calls are taken over only by a call sent exactly alike (decision 0192):
// the pages whose own calls are not started by the app before React are checked here.
describe("the early chunk's calls are the ones the page sends itself", () => {
  it.each([
    ['a visitor on a course', '/courses/c1', false],
    ['a student on a course', '/courses/c1', true],
    ['a student on the second page of their results', '/profile/exams-results?page=2', true],
    ['a student on one of their results', '/profile/exams-results/r%201', true],
    ['a student on their wallet', '/wallet', true],
    ['a student on a page of their wallet', '/wallet?page=3&code=AB', true],
    ['a student on a lesson', '/videos/v%201', true],
  ] as const)('%s', async (_who, url, signedIn) => {
    if (signedIn) saveUser(studentSession);
    // A fresh app with nothing started early: every call goes to fetch.
    vi.resetModules();
    const [courses, videos, progress, timed, results, wallet] = await Promise.all([
      import('@/lib/api/list-courses'),
      import('@/lib/api/list-videos'),
      import('@/lib/api/get-user-progress'),
      import('@/features/exams/api/get-timed-exams'),
      import('@/features/results/api/user-results'),
      import('@/features/wallet/api/get-wallet'),
    ]);
    const { watchVideo } = await import('@/features/videos/api/watch-video');
    const { pageFromSearch } = await import('@/lib/pagination');
    const page = pageFromSearch(new URL(url, 'https://sabora.test').searchParams.get('page'));
    fetchMock.mockClear();
    if (url.startsWith('/courses/')) {
      void courses.listCourses(false);
      void videos.listVideos(false);
      if (signedIn) void progress.getUserProgress();
    }
    const resultId = /^\/profile\/exams-results\/(.+)$/.exec(url)?.[1];
    if (resultId !== undefined) void results.getUserResult(decodeURIComponent(resultId));
    else if (url.startsWith('/profile/exams-results')) void results.getUserResults(page);
    if (url.startsWith('/wallet')) void wallet.getWallet(page);
    if (url.startsWith('/videos/')) void watchVideo('v 1');
    if (signedIn && !url.startsWith('/profile')) void timed.getTimedExams();
    expect(sorted(firstPageRequests(at(url), localStorage))).toEqual(sorted(wire()));
  });
});

function at(url: string) {
  const { pathname, search } = new URL(url, 'https://sabora.test');
  return { pathname, search };
}
