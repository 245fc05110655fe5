import { describe, expect, it } from 'vitest';
import { accessEndAfterPurchase, isRenewalDue, purchaseStateOf } from './wallet';

const now = Date.UTC(2026, 10, 24, 10);
const day = 24 * 60 * 60 * 1000;

describe('isRenewalDue', () => {
  it.each([
    ['for good', null, false],
    ['8 days left', now + 8 * day, false],
    ['exactly 7 days left', now + 7 * day, true],
    ['1 ms left', now + 1, true],
    ['ended this instant (expired, not due)', now, false],
    ['ended yesterday', now - day, false],
  ] as const)('%s', (_case, until, due) => {
    expect(isRenewalDue(until, now)).toBe(due);
  });
});

describe('purchaseStateOf', () => {
  const access = [
    { course: 'forever', until: null },
    { course: 'month', until: now + 20 * day },
    { course: 'ending', until: now + 2 * day },
    { course: 'ended', until: now - 1 },
  ];
  it.each([
    ['never bought', 'other', { kind: 'none' }],
    ['for good', 'forever', { kind: 'forever' }],
    ['active', 'month', { kind: 'active', until: now + 20 * day }],
    ['in its last days', 'ending', { kind: 'renewal-due', until: now + 2 * day }],
    ['ended', 'ended', { kind: 'expired', until: now - 1 }],
  ] as const)('%s', (_case, course, state) => {
    expect(purchaseStateOf(access, course, now)).toEqual(state);
  });
});

describe('accessEndAfterPurchase', () => {
  it('counts accessDays from now for a first purchase', () => {
    expect(accessEndAfterPurchase(undefined, 30, now)).toBe(now + 30 * day);
  });
  it('extends from the current end when renewing early', () => {
    expect(accessEndAfterPurchase({ course: 'c', until: now + 2 * day }, 30, now)).toBe(
      now + 32 * day,
    );
  });
  it('counts from now when the access has ended', () => {
    expect(accessEndAfterPurchase({ course: 'c', until: now - 5 * day }, 30, now)).toBe(
      now + 30 * day,
    );
  });
  it('is for good without accessDays, or when already held for good', () => {
    expect(accessEndAfterPurchase(undefined, null, now)).toBeNull();
    expect(accessEndAfterPurchase({ course: 'c', until: null }, 30, now)).toBeNull();
  });
});
