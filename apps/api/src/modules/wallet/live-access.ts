import { gt, isNull, or, type SQL } from 'drizzle-orm';
import { userCourses } from '../../db/schema/index';

/**
 * The `user_courses` rows still owned at `now`: the SQL twin of the contract's
 * `isAccessActive` (access ends at `until`, exclusive). Every query that asks
 * what a student owns goes through here, so none forgets expiry; the student
 * list's "without a course" reads users.access_until, which a trigger keeps
 * from these rows (decision 0224).
 */
export function liveAccess(now: Date): SQL {
  return or(isNull(userCourses.until), gt(userCourses.until, now))!;
}
