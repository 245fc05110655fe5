import { apiPaths } from '@sabora/contract/paths';
import type { RawRequest } from './raw-requests';

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

/** Spec section 2: the exam banner shows outside the admin, exam and profile pages. */
export function bannerAllowedOn(pathname: string): boolean {
  return !['/admin', '/exam', '/profile'].some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}-`),
  );
}

/**
 * The calls the page the app opens on makes first, as app/route-data.ts starts
 * them once the app's code has run (a test keeps the two the same). Read from
 * storage without the contract's schemas, which are not loaded yet: a session
 * the app then finds invalid sends other calls, and these are not used.
 * Not the exam page's: the exam's clock is set from when its call was sent,
 * which the app must know (get-exam.ts).
 */
export function firstPageRequests(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  storage: Storage,
): RawRequest[] {
  const session: StoredSession = {
    user: stored(storage, sessionKeys.user),
    admin: stored(storage, sessionKeys.admin),
  };
  const tokenOf = (value: unknown) => (typeof value === 'string' ? value : null);
  const token = tokenOf(session.admin?.token) ?? tokenOf(session.user?.token);
  const requests: RawRequest[] = [];
  if (token && bannerAllowedOn(pathname)) {
    requests.push({ method: 'GET', path: apiPaths.sharedTimedExams, token });
  }
  const params = new URLSearchParams(search);
  if (pathname === '/courses' && (params.has('level') || params.get('mine') === '1')) {
    const all = session.admin !== null || session.user?.showHidden === true;
    requests.push({
      method: 'POST',
      path: apiPaths.sharedCourses,
      token,
      body: JSON.stringify({ all }),
    });
  }
  return requests;
}
