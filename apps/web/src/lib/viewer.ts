import { adminViewer, studentViewerAt, visitorViewer } from '@sabora/contract';
import type { Viewer } from '@sabora/contract';
import { useMemo } from 'react';
import type { Session } from './session';
import { useSession } from './session';
import { useNow } from './use-now';

/**
 * Who is looking at `now`, in the terms of the contract's catalogue rules. A
 * student's access is read from `access` rather than the `courses` the server
 * sent, so a course that lapses while the session is kept is no longer owned.
 */
export function viewerOf({ user, admin }: Session, now: number): Viewer {
  if (admin) return adminViewer;
  if (!user) return visitorViewer;
  return studentViewerAt(user, user.access, now);
}

export function useViewer(): Viewer {
  const session = useSession();
  const now = useNow();
  return useMemo(() => viewerOf(session, now), [session, now]);
}

/**
 * The `all` flag of the catalogue calls (spec: admins always ask for
 * everything, students only with showHidden) — also part of the query keys, so
 * the catalogue reloads when showHidden changes.
 */
export function catalogueAll({ user, admin }: Session): boolean {
  return admin !== null || user?.showHidden === true;
}
