import { describe, expect, it } from 'vitest';
import {
  adminViewer,
  visitorViewer,
  type CourseTerms,
  type StudentViewer,
  type Viewer,
} from './access';
import { examAccess, type ExamAccess } from './exam-access';
import { studentViewerAt } from './student-viewer';

const now = Date.UTC(2026, 10, 21, 9);
const past = now - 86_400_000;
const future = now + 86_400_000;

function student(overrides: Partial<StudentViewer> = {}): StudentViewer {
  return {
    kind: 'student',
    level: 'sec-1',
    attendanceType: 'online',
    vip: false,
    frozen: false,
    showHidden: false,
    courses: [],
    lapsed: [],
    ...overrides,
  };
}

function course(overrides: Partial<CourseTerms> = {}): CourseTerms {
  return {
    _id: 'paid',
    level: 'sec-1',
    price: 200,
    freeForSubscribers: false,
    showDate: past,
    isForCenter: false,
    ...overrides,
  };
}

const center = student({ attendanceType: 'center' });

/** A student whose only purchase, `bought`, ends at `until`, seen at `now`. */
const buyer = (bought: string, until: number | null, overrides: Partial<StudentViewer> = {}) =>
  studentViewerAt(student(overrides), [{ course: bought, until }], now);

describe('examAccess', () => {
  it.each<[string, boolean, CourseTerms[], Viewer, ExamAccess['kind']]>([
    ['a visitor must sign in', false, [], visitorViewer, 'sign-in'],
    ['an admin opens a center-only exam of any course', true, [course()], adminViewer, 'open'],
    ['an exam without courses is open to every student', false, [], student(), 'open'],
    ['the owner of its course', false, [course()], student({ courses: ['paid'] }), 'open'],
    ['a student without its course', false, [course()], student(), 'no-course'],
    [
      'the owner of one of several courses',
      false,
      [course({ _id: 'other' }), course()],
      student({ courses: ['paid'] }),
      'open',
    ],
    ['VIP at the course level', false, [course()], student({ vip: true }), 'open'],
    [
      'VIP at another level',
      false,
      [course()],
      student({ vip: true, level: 'sec-2' }),
      'no-course',
    ],
    [
      'a subscriber and a free-for-subscribers course',
      false,
      [course({ freeForSubscribers: true })],
      student({ courses: ['other'] }),
      'open',
    ],
    ['a free course', false, [course({ price: 0 })], student(), 'open'],
    [
      'an owned course not released yet',
      false,
      [course({ showDate: future })],
      student({ courses: ['paid'] }),
      'no-course',
    ],
    [
      'an owned course not released yet, with showHidden',
      false,
      [course({ showDate: future })],
      student({ courses: ['paid'], showHidden: true }),
      'open',
    ],
    [
      'an owned center-only course, to an online student',
      false,
      [course({ isForCenter: true })],
      student({ courses: ['paid'] }),
      'no-course',
    ],
    ['a center-only exam to an online student', true, [], student(), 'center-only'],
    [
      'a center-only exam to an online owner',
      true,
      [course()],
      student({ courses: ['paid'] }),
      'center-only',
    ],
    ['a center-only exam without courses to a center student', true, [], center, 'open'],
    [
      'a center-only exam to a center student without its course',
      true,
      [course()],
      center,
      'no-course',
    ],
    ['its course, ending in a millisecond', false, [course()], buyer('paid', now + 1), 'open'],
    ['its course, ending this very moment', false, [course()], buyer('paid', now), 'no-course'],
    ['its course, ended a millisecond ago', false, [course()], buyer('paid', now - 1), 'no-course'],
    ['its course for good', false, [course()], buyer('paid', null), 'open'],
    [
      'its course expired, VIP at its level',
      false,
      [course()],
      buyer('paid', now, { vip: true }),
      'open',
    ],
    [
      'a free-for-subscribers course after the only purchase expired',
      false,
      [course({ freeForSubscribers: true })],
      buyer('other', now),
      'no-course',
    ],
    [
      'a center-only exam to a center student whose course expired',
      true,
      [course()],
      buyer('paid', now, { attendanceType: 'center' }),
      'no-course',
    ],
    ['an exam without courses, every purchase expired', false, [], buyer('paid', now), 'open'],
  ])('%s → %s', (_case, isForCenter, courses, viewer, kind) => {
    expect(examAccess({ isForCenter }, courses, viewer, now).kind).toBe(kind);
  });
});
