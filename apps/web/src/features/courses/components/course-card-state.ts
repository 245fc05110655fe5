import { isGiftFor, ownsCourse } from '@sabora/contract';
import type { CourseTerms, Scheduled, Viewer } from '@sabora/contract';

export interface CardState {
  /** The subscribed badge: a student who owns the course (contract rule). */
  subscribed: boolean;
  /** The gift badge: free for subscribers and the student subscribes. */
  gift: boolean;
  /** Future-dated: only admins and showHidden students get it, and it is faded. */
  faded: boolean;
  /** Admins see the show date on every card. */
  showDate: boolean;
}

/** A course card's badges and fading, from the contract's ownership rules. */
export function courseCardState(course: CourseTerms, viewer: Viewer, now: number): CardState {
  const student = viewer.kind === 'student';
  return {
    subscribed: student && ownsCourse(course, viewer),
    gift: student && isGiftFor(course, viewer),
    faded: course.showDate > now,
    showDate: viewer.kind === 'admin',
  };
}

/** A video card: faded when future-dated, the date for admins. */
export function videoCardState(
  video: Scheduled,
  viewer: Viewer,
  now: number,
): Pick<CardState, 'faded' | 'showDate'> {
  return { faded: video.showDate > now, showDate: viewer.kind === 'admin' };
}
