import { describe, expect, it } from 'vitest';
import { isSubscriber } from './access';
import { studentViewerAt, type StudentProfile } from './student-viewer';

const now = Date.UTC(2026, 10, 21, 9);
const profile: StudentProfile = {
  level: 'sec-1',
  attendanceType: 'online',
  vip: false,
  frozen: false,
  showHidden: false,
};

describe('studentViewerAt', () => {
  it.each<[string, number | null, 'courses' | 'lapsed']>([
    ['for good', null, 'courses'],
    ['ending in a millisecond', now + 1, 'courses'],
    ['ending this very moment', now, 'lapsed'],
    ['ended a millisecond ago', now - 1, 'lapsed'],
  ])('access %s → %s', (_case, until, side) => {
    const viewer = studentViewerAt(profile, [{ course: 'c', until }], now);
    expect(viewer[side]).toEqual(['c']);
    expect(viewer[side === 'courses' ? 'lapsed' : 'courses']).toEqual([]);
  });

  it('keeps the purchase order on both sides', () => {
    const viewer = studentViewerAt(
      profile,
      [
        { course: 'a', until: now - 5 },
        { course: 'b', until: null },
        { course: 'c', until: now },
        { course: 'd', until: now + 5 },
      ],
      now,
    );
    expect(viewer.courses).toEqual(['b', 'd']);
    expect(viewer.lapsed).toEqual(['a', 'c']);
  });

  it('makes a student whose every purchase expired no subscriber, unless VIP', () => {
    const access = [{ course: 'c', until: now }];
    expect(isSubscriber(studentViewerAt(profile, access, now))).toBe(false);
    expect(isSubscriber(studentViewerAt(profile, access, now - 1))).toBe(true);
    expect(isSubscriber(studentViewerAt({ ...profile, vip: true }, access, now))).toBe(true);
  });

  it('takes only the fields the rules read from a larger object', () => {
    const row = { ...profile, password: 'hash', phone: '01000000000' };
    expect(Object.keys(studentViewerAt(row, [], now)).sort()).toEqual([
      'attendanceType',
      'courses',
      'frozen',
      'kind',
      'lapsed',
      'level',
      'showHidden',
      'vip',
    ]);
  });
});
