import { apiPaths, withId } from '@sabora/contract/paths';
import type { RawRequest } from './raw-requests';
import {
  defaultPageSize,
  firstCalls,
  listPageOf,
  resultIdOf,
  videoIdOf,
  type FirstCall,
} from './route-calls';

// The spec fixes these storage keys (lib/session.ts reads them too, with the contract's schemas).
export const sessionKeys = { user: 'user', admin: 'admin' } as const;

interface StoredSession {
  user: { token?: unknown; showHidden?: unknown } | null;
  admin: { token?: unknown } | null;
}

function stored(storage: Storage, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The first calls of the page the app opens on (route-calls.ts), as raw
 * requests. Read from storage without the contract's schemas, which are not
 * loaded yet: a session the app then finds invalid sends other calls, and
 * these are not used. Not the exam page's: the exam's clock is set from when
 * its call was sent, which the app must know (get-exam.ts).
 */
export function firstPageRequests(
  location: Pick<Location, 'pathname' | 'search'>,
  storage: Storage,
): RawRequest[] {
  const session: StoredSession = {
    user: stored(storage, sessionKeys.user),
    admin: stored(storage, sessionKeys.admin),
  };
  const tokenOf = (value: unknown) => (typeof value === 'string' ? value : null);
  const token = tokenOf(session.admin?.token) ?? tokenOf(session.user?.token);
  const viewer = {
    signedIn: token !== null,
    student: session.user !== null && session.admin === null,
  };
  const all = JSON.stringify({ all: session.admin !== null || session.user?.showHidden === true });
  // The query string the app's client writes (withQuery): page first, then its size.
  const listQuery = `?page=${String(listPageOf(location.search))}&pageSize=${String(defaultPageSize)}`;
  // A Record, so a call added to route-calls.ts does not compile until it is named here.
  const requests: Record<FirstCall, RawRequest | null> = {
    'timed-exams': { method: 'GET', path: apiPaths.sharedTimedExams, token },
    courses: { method: 'POST', path: apiPaths.sharedCourses, token, body: all },
    exam: null,
    videos: { method: 'POST', path: apiPaths.sharedVideos, token, body: all },
    progress: { method: 'GET', path: apiPaths.userProgress, token },
    results: { method: 'GET', path: `${apiPaths.userResults}${listQuery}`, token },
    result: {
      method: 'GET',
      path: withId(apiPaths.userResult, resultIdOf(location.pathname) ?? ''),
      token,
    },
    wallet: { method: 'GET', path: `${apiPaths.userWallet}${listQuery}`, token },
    video: {
      method: 'GET',
      path: withId(apiPaths.userVideo, videoIdOf(location.pathname) ?? ''),
      token,
    },
  };
  return firstCalls(location, viewer).flatMap((call) => requests[call] ?? []);
}
