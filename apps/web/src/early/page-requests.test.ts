import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAdmin, saveUser } from '@/lib/session';
import { firstPageRequests } from './page-requests';
import type { RawRequest } from './raw-requests';
import { adminSession, studentSession } from '@/test/session-fixtures';

const student = studentSession;

const admin = adminSession;

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

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'https://sabora.test');
  return { pathname, search };
};

/** The calls the app's own code starts for a page, as they go over the wire. */
async function appRequests(url: string): Promise<RawRequest[]> {
  // A fresh app: it starts each call once.
  vi.resetModules();
  const { requestPageDataEarly } = await import('@/app/route-data');
  fetchMock.mockClear();
  requestPageDataEarly(at(url) as Location);
  return wire();
}

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

// Calls only the early chunk starts; the page's own call takes the answer (decision 0192).
const rawOnly = /^\/(shared\/videos|user\/progress|user\/results(\/[^/?]+)?|user\/wallet)(\?|$)/;

// Both sides read route-calls.ts; this checks each turns its list into the same requests.
describe('the first page calls, started before the app', () => {
  it.each([
    ['a visitor on the landing page', '/', undefined],
    ['a visitor on a course list', '/courses?level=sec-2', undefined],
    ['a student on a course list', '/courses?level=sec-1', 'student'],
    ['a student on their courses', '/courses?mine=1', 'student'],
    ['a student who sees hidden courses', '/courses?level=sec-1', 'hidden'],
    ['a student on an exam', '/exam/e%201', 'student'],
    ['a student on their results', '/profile/exams-results', 'student'],
    ['a student on one of their results', '/profile/exams-results/r1', 'student'],
    ['a visitor on a course', '/courses/c1', undefined],
    ['a student on a course', '/courses/c1', 'student'],
    ['a student on their wallet', '/wallet?page=2', 'student'],
    ['an admin on a course list', '/courses?level=prep-1', 'admin'],
    ['an admin on an exam', '/exam/e1', 'admin'],
  ] as const)('are the calls the app starts itself: %s', async (_who, url, signedIn) => {
    if (signedIn === 'student') saveUser(student);
    if (signedIn === 'hidden') saveUser({ ...student, _id: 'u2', showHidden: true });
    if (signedIn === 'admin') saveAdmin(admin);
    const early = firstPageRequests(at(url), localStorage).filter(
      (request) => !rawOnly.test(request.path),
    );
    // The exam page's call is left to the app (page-requests.ts says why).
    const app = (await appRequests(url)).filter(
      (request) => !request.path.startsWith('/user/exams/'),
    );
    expect(sorted(early)).toEqual(sorted(app));
    if (signedIn && url.startsWith('/courses')) expect(early.length).toBeGreaterThan(0);
  });

  it("leaves the exam page's call to the app", () => {
    saveUser(student);
    expect(firstPageRequests(at('/exam/e1'), localStorage)).toEqual([]);
  });

  it('reads a damaged stored session as no session', () => {
    localStorage.setItem('user', '{not json');
    expect(firstPageRequests(at('/courses?level=sec-1'), localStorage)).toEqual([
      { method: 'POST', path: '/shared/courses', token: null, body: '{"all":false}' },
    ]);
  });
});
