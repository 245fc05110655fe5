import { isCourseVisible, ownsCourse, type CourseTerms, type Viewer } from './access';

export type ExamAccess =
  { kind: 'sign-in' } | { kind: 'center-only' } | { kind: 'no-course' } | { kind: 'open' };

/**
 * May the viewer open the exam (design.md, "Exam access"): a center-only exam
 * is for center students; an exam without `prevCourse` is open to every
 * student; otherwise the student must own one of its courses that they can
 * see (a course not released yet, or center-only for an online student,
 * unlocks nothing — the same as for videos).
 */
export function examAccess(
  exam: { isForCenter: boolean },
  courses: readonly CourseTerms[],
  viewer: Viewer,
  now: number,
): ExamAccess {
  if (viewer.kind === 'visitor') return { kind: 'sign-in' };
  if (viewer.kind === 'admin') return { kind: 'open' };
  if (exam.isForCenter && viewer.attendanceType !== 'center') return { kind: 'center-only' };
  if (courses.length === 0) return { kind: 'open' };
  const unlocked = courses.some(
    (course) => isCourseVisible(course, viewer, now) && ownsCourse(course, viewer),
  );
  return unlocked ? { kind: 'open' } : { kind: 'no-course' };
}
