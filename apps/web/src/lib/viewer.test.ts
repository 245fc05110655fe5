import { describe, expect, it } from 'vitest';
import { ownsCourse, type Course } from '@sabora/contract';
import { studentSession } from '@/test/session-fixtures';
import { viewerOf } from './viewer';

const now = Date.UTC(2026, 10, 21, 9);
const course = { _id: 'paid', level: 'sec-1', price: 200, freeForSubscribers: false } as Course;

describe('viewerOf', () => {
  it.each<[string, number | null, boolean]>([
    ['for good', null, true],
    ['ending in a millisecond', now + 1, true],
    ['ending now', now, false],
    ['ended', now - 1, false],
  ])('a student whose access is %s owns the course: %s', (_case, until, owns) => {
    // `courses` as the server sent it when the session began, before the end.
    const user = { ...studentSession, courses: ['paid'], access: [{ course: 'paid', until }] };
    const viewer = viewerOf({ user, admin: null }, now);
    expect(ownsCourse(course, viewer)).toBe(owns);
    expect(viewer).toMatchObject({ lapsed: owns ? [] : ['paid'] });
  });
});
