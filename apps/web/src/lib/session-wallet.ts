import { activeCourseIds } from '@sabora/contract';
import type { CourseAccess } from '@sabora/contract';
import { getSession, saveUser } from './session';

/**
 * The stored student after a redeem or a purchase, so the header's balance
 * and the course's lock change at once; the refresh-user call that follows
 * (invalidated by the caller) then confirms them from the server.
 */
export function saveBalance(balance: number): void {
  const { user } = getSession();
  if (user && user.balance !== balance) saveUser({ ...user, balance });
}

/** A purchase's answer: the new balance and the course's new end. */
export function saveCourseAccess(balance: number, granted: CourseAccess, now: number): void {
  const { user } = getSession();
  if (!user) return;
  const access = [...user.access.filter((entry) => entry.course !== granted.course), granted];
  saveUser({ ...user, balance, access, courses: activeCourseIds(access, now) });
}
