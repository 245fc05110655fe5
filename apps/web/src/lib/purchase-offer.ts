import { ownsCourse, purchaseStateOf } from '@sabora/contract';
import type { CourseTerms, SessionUser, Viewer } from '@sabora/contract';

/** What a course shows a student about buying it: a status line, a button, or both. */
export interface PurchaseOffer {
  action: 'buy' | 'renew' | null;
  status:
    | { kind: 'until'; until: number; soon: boolean }
    | { kind: 'forever' }
    | { kind: 'expired' }
    | null;
}

/**
 * The contract's purchase state and ownership rules, read for one course: a
 * free course, or one owned another way (VIP, gift), offers nothing to buy;
 * a bought one says until when, with renew in its last days and once ended.
 */
export function purchaseOfferOf(
  course: CourseTerms,
  user: SessionUser | null,
  viewer: Viewer,
  now: number,
): PurchaseOffer | null {
  if (!user || viewer.kind !== 'student' || course.price === 0) return null;
  const owned = ownsCourse(course, viewer);
  const state = purchaseStateOf(user.access, course._id, now);
  switch (state.kind) {
    case 'none':
      return owned ? null : { action: 'buy', status: null };
    case 'forever':
      return { action: null, status: { kind: 'forever' } };
    case 'active':
      return { action: null, status: { kind: 'until', until: state.until, soon: false } };
    case 'renewal-due':
      return { action: 'renew', status: { kind: 'until', until: state.until, soon: true } };
    case 'expired':
      return owned ? null : { action: 'renew', status: { kind: 'expired' } };
  }
}
