import { describe, expect, it } from 'vitest';
import { examWhen } from './exam-when';

const start = Date.UTC(2026, 10, 30, 19, 0);
const end = Date.UTC(2026, 10, 30, 20, 0);
const timed = { isTimed: true, startTime: start, endTime: end };

describe('examWhen', () => {
  it('gives the start before the exam opens', () => {
    expect(examWhen(timed, start - 1)).toEqual({ phase: 'upcoming', at: start });
  });

  it('gives the end while it is open, from its first millisecond', () => {
    expect(examWhen(timed, start)).toEqual({ phase: 'open', at: end });
    expect(examWhen(timed, end - 1)).toEqual({ phase: 'open', at: end });
  });

  it('says it is over from its end on', () => {
    expect(examWhen(timed, end)).toEqual({ phase: 'over', at: end });
  });

  it('has nothing to say of an untimed exam', () => {
    expect(examWhen({ isTimed: false, startTime: null, endTime: null }, start)).toBeNull();
  });
});
