import { describe, expect, it } from 'vitest';
import {
  adminViewer,
  isCourseVisible,
  isExamListed,
  isGiftFor,
  isInMyCourses,
  isVideoListed,
  ownsCourse,
  videoAccess,
  visitorViewer,
  type CourseTerms,
  type Scheduled,
  type StudentViewer,
  type Viewer,
} from './access';
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

/** A student whose only purchase, `bought`, ends at `until` (null = for good), seen at `now`. */
const buyer = (bought: string, until: number | null, overrides: Partial<StudentViewer> = {}) =>
  studentViewerAt(student(overrides), [{ course: bought, until }], now);

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

describe('isCourseVisible', () => {
  it.each<[string, Partial<CourseTerms>, Viewer, boolean]>([
    ['a released course to a visitor', {}, visitorViewer, true],
    ['a future course to a visitor', { showDate: future }, visitorViewer, false],
    ['a center-only course to a visitor', { isForCenter: true }, visitorViewer, false],
    ['a course released this very moment', { showDate: now }, student(), true],
    ['a future course to a student', { showDate: future }, student(), false],
    [
      'a future course to a showHidden student',
      { showDate: future },
      student({ showHidden: true }),
      true,
    ],
    ['a center-only course to an online student', { isForCenter: true }, student(), false],
    [
      'a center-only course to a center student',
      { isForCenter: true },
      student({ attendanceType: 'center' }),
      true,
    ],
    [
      'a center-only course to an online showHidden student',
      { isForCenter: true },
      student({ showHidden: true }),
      false,
    ],
    [
      'a future center-only course to a center showHidden student',
      { isForCenter: true, showDate: future },
      student({ attendanceType: 'center', showHidden: true }),
      true,
    ],
    [
      'a future center-only course to a center student',
      { isForCenter: true, showDate: future },
      student({ attendanceType: 'center' }),
      false,
    ],
    [
      'a course the student owns but is not released yet',
      { showDate: future },
      student({ courses: ['paid'] }),
      false,
    ],
    [
      'a future center-only course to an admin',
      { isForCenter: true, showDate: future },
      adminViewer,
      true,
    ],
  ])('%s → %s', (_case, overrides, viewer, expected) => {
    expect(isCourseVisible(course(overrides), viewer, now)).toBe(expected);
  });
});

describe('ownsCourse', () => {
  it.each<[string, Partial<CourseTerms>, Viewer, boolean]>([
    ['a visitor owns nothing, not even a free course', { price: 0 }, visitorViewer, false],
    ['a student without courses does not own a paid course', {}, student(), false],
    ['the student bought it', {}, student({ courses: ['paid'] }), true],
    ['the student bought another course', {}, student({ courses: ['other'] }), false],
    ['VIP at the same level', {}, student({ vip: true }), true],
    ['VIP at another level', { level: 'sec-2' }, student({ vip: true }), false],
    [
      'free for subscribers, the student bought another course',
      { freeForSubscribers: true },
      student({ courses: ['other'] }),
      true,
    ],
    [
      'free for subscribers, the student bought one at another level',
      { freeForSubscribers: true, level: 'sec-3' },
      student({ courses: ['other'] }),
      true,
    ],
    [
      'free for subscribers, the student is VIP at another level',
      { freeForSubscribers: true, level: 'sec-3' },
      student({ vip: true }),
      true,
    ],
    [
      'free for subscribers, the student bought nothing',
      { freeForSubscribers: true },
      student(),
      false,
    ],
    ['price 0', { price: 0 }, student(), true],
    ['price 0 at another level', { price: 0, level: 'prep-1' }, student(), true],
    ['an admin owns everything', {}, adminViewer, true],
    ['bought, ending in a millisecond', {}, buyer('paid', now + 1), true],
    ['bought, ending this very moment', {}, buyer('paid', now), false],
    ['bought, ended a millisecond ago', {}, buyer('paid', now - 1), false],
    ['bought for good', {}, buyer('paid', null), true],
    ['VIP with the course expired', {}, buyer('paid', now, { vip: true }), true],
    [
      'free for subscribers, the only purchase expired',
      { freeForSubscribers: true },
      buyer('other', now),
      false,
    ],
    [
      'free for subscribers, the only purchase still running',
      { freeForSubscribers: true },
      buyer('other', now + 1),
      true,
    ],
    [
      'free for subscribers, expired purchase but VIP',
      { freeForSubscribers: true, level: 'sec-3' },
      buyer('other', now, { vip: true }),
      true,
    ],
    ['price 0 with every purchase expired', { price: 0 }, buyer('other', now), true],
  ])('%s → %s', (_case, overrides, viewer, expected) => {
    expect(ownsCourse(course(overrides), viewer)).toBe(expected);
  });
});

describe('isInMyCourses', () => {
  const student = {
    kind: 'student' as const,
    level: 'sec-1' as const,
    attendanceType: 'online' as const,
    vip: false,
    frozen: false,
    showHidden: false,
    courses: ['bought-prep'],
    lapsed: [],
  };
  const course = (overrides: Partial<CourseTerms>): CourseTerms => ({
    _id: 'c',
    level: 'sec-1',
    price: 300,
    freeForSubscribers: false,
    showDate: 0,
    isForCenter: false,
    ...overrides,
  });

  it.each([
    ['a bought course of another level', course({ _id: 'bought-prep', level: 'prep-1' }), true],
    ['a free course of the own level', course({ price: 0 }), true],
    ['a free course of another level', course({ price: 0, level: 'sec-3' }), false],
    ['a gift course of the own level', course({ freeForSubscribers: true }), true],
    [
      'a gift course of another level',
      course({ freeForSubscribers: true, level: 'prep-2' }),
      false,
    ],
    ['an unbought paid course', course({}), false],
  ])('%s: %s', (_case, item, expected) => {
    expect(isInMyCourses(item, student)).toBe(expected);
  });

  it.each<[string, CourseTerms, number | null, boolean]>([
    [
      'a bought course of another level, running',
      course({ _id: 'prep', level: 'prep-1' }),
      now + 1,
      true,
    ],
    [
      'a bought course of another level, expired',
      course({ _id: 'prep', level: 'prep-1' }),
      now,
      false,
    ],
    ['a bought course of the own level, expired', course({ _id: 'prep' }), now, false],
    [
      'a gift course after the only purchase expired',
      course({ freeForSubscribers: true }),
      now,
      false,
    ],
  ])('%s: %s', (_case, item, until, expected) => {
    const viewer = studentViewerAt(student, [{ course: 'prep', until }], now);
    expect(isInMyCourses(item, viewer)).toBe(expected);
  });

  it('is empty for visitors and admins', () => {
    expect(isInMyCourses(course({ price: 0 }), { kind: 'visitor' })).toBe(false);
    expect(isInMyCourses(course({ price: 0 }), { kind: 'admin' })).toBe(false);
  });
});

describe('isGiftFor', () => {
  it.each<[string, Partial<CourseTerms>, Viewer, boolean]>([
    [
      'free for subscribers and the student subscribes',
      { freeForSubscribers: true },
      student({ courses: ['other'] }),
      true,
    ],
    [
      'free for subscribers and the student does not subscribe',
      { freeForSubscribers: true },
      student(),
      false,
    ],
    ['not free for subscribers', {}, student({ courses: ['other'] }), false],
    ['a visitor', { freeForSubscribers: true }, visitorViewer, false],
    [
      'free for subscribers and the only purchase expired',
      { freeForSubscribers: true },
      buyer('other', now),
      false,
    ],
    [
      'free for subscribers, purchase expired, VIP',
      { freeForSubscribers: true },
      buyer('other', now, { vip: true }),
      true,
    ],
  ])('%s → %s', (_case, overrides, viewer, expected) => {
    expect(isGiftFor(course(overrides), viewer)).toBe(expected);
  });
});

describe('isVideoListed', () => {
  const released = { showDate: past, isForCenter: false };
  const centerOnly = { showDate: past, isForCenter: true };
  const upcoming = { showDate: future, isForCenter: false };
  it.each<[string, typeof released, (typeof released)[], Viewer, boolean]>([
    ['a released video of a visible course', released, [released], visitorViewer, true],
    ['a video without courses', released, [], student(), false],
    [
      'a video whose only course is center-only, to an online student',
      released,
      [centerOnly],
      student(),
      false,
    ],
    [
      'a video in a center-only and a visible course',
      released,
      [centerOnly, released],
      student(),
      true,
    ],
    ['a future video', upcoming, [released], student(), false],
    [
      'a future video to a showHidden student',
      upcoming,
      [released],
      student({ showHidden: true }),
      true,
    ],
    [
      'a video of a future course to a showHidden student',
      released,
      [upcoming],
      student({ showHidden: true }),
      true,
    ],
    [
      'a center-only video to a center student',
      centerOnly,
      [released],
      student({ attendanceType: 'center' }),
      true,
    ],
    ['a center-only video to an online student', centerOnly, [released], student(), false],
    ['a video without courses to an admin', upcoming, [], adminViewer, true],
  ])('%s → %s', (_case, video, courses, viewer, expected) => {
    expect(isVideoListed(video, courses, viewer, now)).toBe(expected);
  });
});

describe('isExamListed', () => {
  it.each<[string, boolean, Viewer, boolean]>([
    ['an exam for everyone to an online student', false, student(), true],
    ['a center-only exam to an online student', true, student(), false],
    ['a center-only exam to a center student', true, student({ attendanceType: 'center' }), true],
    ['a center-only exam to a visitor', true, visitorViewer, false],
    ['a center-only exam to an admin', true, adminViewer, true],
  ])('%s → %s', (_case, isForCenter, viewer, expected) => {
    expect(isExamListed({ isForCenter }, viewer)).toBe(expected);
  });
});

describe('videoAccess', () => {
  const paid = course();
  const free = course({ _id: 'free', price: 0 });
  const gift = course({ _id: 'gift', freeForSubscribers: true });
  const upcoming = course({ _id: 'upcoming', showDate: future });
  const centerOnly = course({ _id: 'center', isForCenter: true });
  const otherLevel = course({ _id: 'sec-2', level: 'sec-2' });
  const video: Scheduled & { prevExamId: string | null } = {
    showDate: past,
    isForCenter: false,
    prevExamId: null,
  };

  type Case = [
    string,
    Viewer,
    CourseTerms[],
    Partial<typeof video>,
    boolean,
    string,
    string[]?,
    string[]?,
  ];
  it.each<Case>([
    ['a visitor must sign in', visitorViewer, [free], {}, false, 'sign-in'],
    ['an admin watches anything', adminViewer, [], { showDate: future }, false, 'watch'],
    [
      'a frozen owner is stopped first',
      student({ frozen: true, courses: ['paid'] }),
      [paid],
      {},
      false,
      'frozen',
    ],
    [
      'a frozen student is stopped even on a free video',
      student({ frozen: true }),
      [free],
      {},
      false,
      'frozen',
    ],
    ['the owner watches', student({ courses: ['paid'] }), [paid], {}, false, 'watch'],
    [
      'a student without the course is refused with its courses',
      student(),
      [paid],
      {},
      false,
      'no-access',
      ['paid'],
    ],
    ['a free course unlocks the video', student(), [paid, free], {}, false, 'watch'],
    ['VIP at the same level watches', student({ vip: true }), [paid], {}, false, 'watch'],
    [
      'VIP at another level is refused',
      student({ vip: true, level: 'sec-3' }),
      [paid],
      {},
      false,
      'no-access',
      ['paid'],
    ],
    [
      'a subscriber gets a free-for-subscribers course',
      student({ courses: ['sec-2'] }),
      [gift],
      {},
      false,
      'watch',
    ],
    ['a non-subscriber does not', student(), [gift], {}, false, 'no-access', ['gift']],
    [
      'an owned course that is not released yet does not unlock',
      student({ courses: ['upcoming'] }),
      [upcoming],
      {},
      false,
      'no-access',
      [],
    ],
    [
      '…unless the student has showHidden',
      student({ courses: ['upcoming'], showHidden: true }),
      [upcoming],
      {},
      false,
      'watch',
    ],
    [
      'a future video is refused to its owner',
      student({ courses: ['paid'] }),
      [paid],
      { showDate: future },
      false,
      'no-access',
      ['paid'],
    ],
    [
      'a future video is open to an owner with showHidden',
      student({ courses: ['paid'], showHidden: true }),
      [paid],
      { showDate: future },
      false,
      'watch',
    ],
    [
      'a center-only video is refused to an online owner',
      student({ courses: ['paid'] }),
      [paid],
      { isForCenter: true },
      false,
      'no-access',
      ['paid'],
    ],
    [
      'a center-only video is open to a center owner',
      student({ courses: ['paid'], attendanceType: 'center' }),
      [paid],
      { isForCenter: true },
      false,
      'watch',
    ],
    [
      'a center-only course does not unlock for an online owner and is not listed',
      student({ courses: ['center'] }),
      [centerOnly, otherLevel],
      {},
      false,
      'no-access',
      ['sec-2'],
    ],
    [
      'a center student owning the center-only course watches',
      student({ courses: ['center'], attendanceType: 'center' }),
      [centerOnly],
      {},
      false,
      'watch',
    ],
    ['a video in no course is refused', student({ vip: true }), [], {}, false, 'no-access', []],
    [
      'an unsolved previous exam comes before the video',
      student({ courses: ['paid'] }),
      [paid],
      { prevExamId: 'exam' },
      false,
      'prev-exam',
    ],
    [
      'a solved previous exam lets the student watch',
      student({ courses: ['paid'] }),
      [paid],
      { prevExamId: 'exam' },
      true,
      'watch',
    ],
    [
      'the previous exam is not mentioned to a student without access',
      student(),
      [paid],
      { prevExamId: 'exam' },
      false,
      'no-access',
      ['paid'],
    ],
    [
      'access ending in a millisecond still plays',
      buyer('paid', now + 1),
      [paid],
      {},
      false,
      'watch',
    ],
    [
      'access ending this very moment is refused, the course marked expired',
      buyer('paid', now),
      [paid],
      {},
      false,
      'no-access',
      ['paid'],
      ['paid'],
    ],
    [
      'an expired course beside one never bought: only the first is expired',
      buyer('paid', now - 1),
      [paid, otherLevel],
      {},
      false,
      'no-access',
      ['paid', 'sec-2'],
      ['paid'],
    ],
    [
      'an expired course unlocks nothing, even behind a solved previous exam',
      buyer('paid', now),
      [paid],
      { prevExamId: 'exam' },
      true,
      'no-access',
      ['paid'],
      ['paid'],
    ],
    [
      'VIP still watches after the purchase expired',
      buyer('paid', now, { vip: true }),
      [paid],
      {},
      false,
      'watch',
    ],
    [
      'an expired purchase no longer opens a gift course',
      buyer('sec-2', now),
      [gift],
      {},
      false,
      'no-access',
      ['gift'],
      [],
    ],
    [
      'an expired course that is center-only is neither listed nor expired',
      buyer('center', now),
      [centerOnly, paid],
      {},
      false,
      'no-access',
      ['paid'],
      [],
    ],
    [
      'a free course still plays after every purchase expired',
      buyer('paid', now),
      [free],
      {},
      false,
      'watch',
    ],
  ])('%s', (_case, viewer, courses, videoOverrides, prevExamSubmitted, kind, listed, expired) => {
    const access = videoAccess({
      video: { ...video, ...videoOverrides },
      courses,
      viewer,
      now,
      prevExamSubmitted,
    });
    expect(access.kind).toBe(kind);
    if (access.kind === 'no-access') {
      expect(access.courses.map((c) => c._id)).toEqual(listed);
      expect(access.expired.map((c) => c._id)).toEqual(expired ?? []);
    }
  });
});
