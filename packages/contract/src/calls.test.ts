import { describe, expect, it } from 'vitest';
import { isFollowUpDue, type Call } from './calls';
import { cairoDayStart } from './cairo-calendar';

const student = { _id: 'student', name: 'كريم سامي', phone: '01012345678' };
const tomorrow = cairoDayStart({ year: 2026, month: 11, day: 22 });
const call = (changes: Partial<Call>) => ({
  student,
  followUpAt: tomorrow,
  resolvedLater: false,
  ...changes,
});

describe('isFollowUpDue', () => {
  it('is due from the very millisecond of its time, not a moment before', () => {
    expect(isFollowUpDue(call({}), tomorrow - 1)).toBe(false);
    expect(isFollowUpDue(call({}), tomorrow)).toBe(true);
    expect(isFollowUpDue(call({}), tomorrow + 1)).toBe(true);
  });

  it('turns at its time, not at Cairo midnight of its day', () => {
    const tenInTheMorning = tomorrow + 10 * 60 * 60 * 1000;
    expect(isFollowUpDue(call({ followUpAt: tenInTheMorning }), tomorrow)).toBe(false);
    expect(isFollowUpDue(call({ followUpAt: tenInTheMorning }), tenInTheMorning)).toBe(true);
    // A follow-up set for 23:59 the day before is due at Cairo midnight, and stays due.
    expect(isFollowUpDue(call({ followUpAt: tomorrow - 60_000 }), tomorrow)).toBe(true);
  });

  it('is never due without a time, once settled by a later resolved call, or for a deleted student', () => {
    expect(isFollowUpDue(call({ followUpAt: null }), tomorrow)).toBe(false);
    expect(isFollowUpDue(call({ resolvedLater: true }), tomorrow)).toBe(false);
    expect(isFollowUpDue(call({ student: null }), tomorrow)).toBe(false);
  });
});
