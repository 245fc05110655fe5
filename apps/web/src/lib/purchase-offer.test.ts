import type { Course, SessionUser } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { studentSession } from '@/test/session-fixtures';
import { purchaseOfferOf } from './purchase-offer';
import { viewerOf } from './viewer';

const now = Date.UTC(2026, 10, 24, 10);
const day = 24 * 60 * 60 * 1000;
const course: Course = {
  _id: 'c1',
  title: 'Lektion 1',
  description: '',
  imageUrl: null,
  price: 150,
  level: 'sec-1',
  freeForSubscribers: false,
  showDate: now - day,
  isForCenter: false,
  accessDays: 30,
  createdAt: now - day,
  updatedAt: now - day,
};
const withAccess = (until: number | null): SessionUser => ({
  ...studentSession,
  access: [{ course: 'c1', until }],
  courses: until === null || until > now ? ['c1'] : [],
});

describe('purchaseOfferOf', () => {
  it.each([
    ['a visitor gets nothing', course, null, null],
    ['a free course offers nothing', { ...course, price: 0 }, studentSession, null],
    ['a course not bought offers buy', course, studentSession, { action: 'buy', status: null }],
    ['VIP at its level owns it: nothing to buy', course, { ...studentSession, vip: true }, null],
    [
      'bought for good says so, no button',
      course,
      withAccess(null),
      { action: null, status: { kind: 'forever' } },
    ],
    [
      'bought for a month says until when',
      course,
      withAccess(now + 20 * day),
      { action: null, status: { kind: 'until', until: now + 20 * day, soon: false } },
    ],
    [
      'in the last 7 days offers renew',
      course,
      withAccess(now + 3 * day),
      { action: 'renew', status: { kind: 'until', until: now + 3 * day, soon: true } },
    ],
    [
      'ended offers renew',
      course,
      withAccess(now - day),
      { action: 'renew', status: { kind: 'expired' } },
    ],
    [
      'ended but a gift for subscribers: nothing',
      { ...course, freeForSubscribers: true },
      {
        ...studentSession,
        access: [
          { course: 'c1', until: now - day },
          { course: 'another', until: null },
        ],
        courses: ['another'],
      },
      null,
    ],
  ] satisfies [string, Course, SessionUser | null, unknown][])('%s', (_case, item, user, offer) => {
    const viewer = viewerOf({ user, admin: null }, now);
    expect(purchaseOfferOf(item, user, viewer, now)).toEqual(offer);
  });
});
