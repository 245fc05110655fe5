import { isAccessActive, type CourseAccess } from '../wallet';
import type { StudentViewer } from './access';

/** What the access rules need to know of a student besides what they bought. */
export type StudentProfile = Pick<
  StudentViewer,
  'level' | 'attendanceType' | 'vip' | 'frozen' | 'showHidden'
>;

/**
 * The student as the access rules see them at `now` (design.md "Selling
 * access"): a course whose access has ended is no longer owned, so it unlocks
 * nothing and no longer makes the student a subscriber; it is kept apart as
 * lapsed so a refusal can offer to renew. The API builds its viewer here per
 * request and the web from the session user, so both sides agree on the end.
 */
export function studentViewerAt(
  profile: StudentProfile,
  access: readonly CourseAccess[],
  now: number,
): StudentViewer {
  const courses: string[] = [];
  const lapsed: string[] = [];
  for (const entry of access) (isAccessActive(entry, now) ? courses : lapsed).push(entry.course);
  // Fields are picked one by one: a database row or a session user carries far more.
  return {
    kind: 'student',
    level: profile.level,
    attendanceType: profile.attendanceType,
    vip: profile.vip,
    frozen: profile.frozen,
    showHidden: profile.showHidden,
    courses,
    lapsed,
  };
}
