import type { AttendanceType } from '../attendance-types';
import type { Level } from '../levels';

/** A signed-in student, as far as the catalogue rules care. */
export interface StudentViewer {
  kind: 'student';
  level: Level;
  attendanceType: AttendanceType;
  vip: boolean;
  frozen: boolean;
  showHidden: boolean;
  /** Ids of the courses the student owns now: bought and not expired (the user's `courses`). */
  courses: readonly string[];
  /** Ids of the courses the student bought whose access has ended: owned no more, to renew. */
  lapsed: readonly string[];
}

/** Whoever asks: nobody signed in, a student, or an admin. */
export type Viewer = { kind: 'visitor' } | StudentViewer | { kind: 'admin' };

export const visitorViewer: Viewer = { kind: 'visitor' };
export const adminViewer: Viewer = { kind: 'admin' };

/** What decides whether a course or a video is shown at all. */
export interface Scheduled {
  showDate: number;
  isForCenter: boolean;
}

/** What decides whether a student owns a course. */
export interface CourseTerms extends Scheduled {
  _id: string;
  level: Level;
  price: number;
  freeForSubscribers: boolean;
}

// A visitor sees what a default online student without showHidden sees.
function isShown(item: Scheduled, viewer: Viewer, now: number): boolean {
  if (viewer.kind === 'admin') return true;
  const student = viewer.kind === 'student' ? viewer : undefined;
  const released = item.showDate <= now || student?.showHidden === true;
  const reachable = !item.isForCenter || student?.attendanceType === 'center';
  return released && reachable;
}

/** The course is listed: released (or showHidden), and not center-only for a non-center viewer. */
export function isCourseVisible(course: Scheduled, viewer: Viewer, now: number): boolean {
  return isShown(course, viewer, now);
}

/** The video itself is released for the viewer, by the same rule as a course. */
export function isVideoVisible(video: Scheduled, viewer: Viewer, now: number): boolean {
  return isShown(video, viewer, now);
}

/**
 * A paying student: bought at least one course, or is VIP (which buys a whole
 * level). A price-0 course does not count, or every student would be one.
 */
export function isSubscriber(viewer: Viewer): boolean {
  return viewer.kind === 'student' && (viewer.courses.length > 0 || viewer.vip);
}

/** Owned: bought, VIP at its level, free for subscribers and the student subscribes, or free. */
export function ownsCourse(course: CourseTerms, viewer: Viewer): boolean {
  if (viewer.kind === 'admin') return true;
  if (viewer.kind === 'visitor') return false;
  return (
    viewer.courses.includes(course._id) ||
    (viewer.vip && viewer.level === course.level) ||
    (course.freeForSubscribers && isSubscriber(viewer)) ||
    course.price === 0
  );
}

/**
 * The student's "my courses": what they bought, at any level, and what they own
 * at their own level. Free and gift courses of other levels are owned too but
 * would bury the student's real courses.
 */
export function isInMyCourses(course: CourseTerms, viewer: Viewer): boolean {
  if (viewer.kind !== 'student') return false;
  if (viewer.courses.includes(course._id)) return true;
  return course.level === viewer.level && ownsCourse(course, viewer);
}

/** The gift badge: a free-for-subscribers course the student gets because they subscribe. */
export function isGiftFor(course: CourseTerms, viewer: Viewer): boolean {
  return course.freeForSubscribers && isSubscriber(viewer);
}

/**
 * A video appears in a non-admin list when it is released for the viewer and
 * at least one of its courses is visible to them; otherwise even its title
 * would reveal a hidden or center-only course.
 */
export function isVideoListed(
  video: Scheduled,
  courses: readonly Scheduled[],
  viewer: Viewer,
  now: number,
): boolean {
  if (viewer.kind === 'admin') return true;
  return isVideoVisible(video, viewer, now) && courses.some((c) => isCourseVisible(c, viewer, now));
}

/** Center-only exams are listed for center students (and admins) only. */
export function isExamListed(exam: { isForCenter: boolean }, viewer: Viewer): boolean {
  if (viewer.kind === 'admin') return true;
  return !exam.isForCenter || (viewer.kind === 'student' && viewer.attendanceType === 'center');
}

export type VideoAccess<C> =
  | { kind: 'sign-in' }
  | { kind: 'frozen' }
  | { kind: 'no-access'; courses: C[]; expired: C[] }
  | { kind: 'prev-exam' }
  | { kind: 'watch' };

export interface VideoAccessInput<C extends CourseTerms> {
  video: Scheduled & { prevExamId: string | null };
  /** Every course that contains the video. */
  courses: readonly C[];
  viewer: Viewer;
  now: number;
  /** Whether the viewer has a result for the video's prevExam. */
  prevExamSubmitted: boolean;
}

/**
 * May the viewer watch the video, in the spec's order: sign in, not frozen,
 * an owned visible course contains the released video, the previous exam is
 * submitted. A refusal lists the visible courses that contain the video, so
 * the student knows what to subscribe to, and which of them they had and
 * lost, so the page can offer to renew rather than to buy.
 */
export function videoAccess<C extends CourseTerms>(input: VideoAccessInput<C>): VideoAccess<C> {
  const { video, courses, viewer, now } = input;
  if (viewer.kind === 'visitor') return { kind: 'sign-in' };
  if (viewer.kind === 'admin') return { kind: 'watch' };
  if (viewer.frozen) return { kind: 'frozen' };
  const visible = courses.filter((course) => isCourseVisible(course, viewer, now));
  const unlocked =
    isVideoVisible(video, viewer, now) && visible.some((course) => ownsCourse(course, viewer));
  if (!unlocked) {
    const expired = visible.filter((course) => viewer.lapsed.includes(course._id));
    return { kind: 'no-access', courses: visible, expired };
  }
  if (video.prevExamId !== null && !input.prevExamSubmitted) return { kind: 'prev-exam' };
  return { kind: 'watch' };
}
