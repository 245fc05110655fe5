import { adminViewer, visitorViewer } from '@sabora/contract';
import type { Viewer } from '@sabora/contract';
import { useMemo } from 'react';
import type { Session } from './session';
import { useSession } from './session';

/** Who is looking, in the terms of the contract's catalogue rules. */
export function viewerOf({ user, admin }: Session): Viewer {
  if (admin) return adminViewer;
  if (!user) return visitorViewer;
  return {
    kind: 'student',
    level: user.level,
    attendanceType: user.attendanceType,
    vip: user.vip,
    frozen: user.frozen,
    showHidden: user.showHidden,
    courses: user.courses,
  };
}

export function useViewer(): Viewer {
  const session = useSession();
  return useMemo(() => viewerOf(session), [session]);
}

/**
 * The `all` flag of the catalogue calls (spec: admins always ask for
 * everything, students only with showHidden) — also part of the query keys, so
 * the catalogue reloads when showHidden changes.
 */
export function catalogueAll({ user, admin }: Session): boolean {
  return admin !== null || user?.showHidden === true;
}
