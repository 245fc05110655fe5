import { describe, expect, it } from 'vitest';
import {
  acceptsSubmission,
  examState,
  mayRevealAnswers,
  studentTiming,
  type ExamTiming,
} from './exam-state';

const start = Date.UTC(2026, 11, 5, 16, 0);
const end = start + 60 * 60_000;
const grace = 60_000;
const timed: ExamTiming = { isTimed: true, startTime: start, endTime: end };
const untimed: ExamTiming = { isTimed: false, startTime: null, endTime: null };

describe('examState of a timed exam without a result', () => {
  it.each([
    ['1 ms before the start', start - 1, 'earlyExam'],
    ['at the start', start, 'open'],
    ['1 ms before the end', end - 1, 'open'],
    ['at the end (grace begins)', end, 'open'],
    ['1 ms before the end of grace', end + grace - 1, 'open'],
    ['at the end of grace', end + grace, 'lateExam'],
    ['1 ms after the end of grace', end + grace + 1, 'lateExam'],
  ])('%s: %s', (_case, now, state) => {
    expect(examState(timed, false, now, grace)).toBe(state);
  });
});

describe('examState with a submitted result', () => {
  it.each([
    ['while the exam runs', end - 1, 'earlyResult'],
    ['during grace', end + grace - 1, 'earlyResult'],
    ['once grace is over', end + grace, 'result'],
  ])('a timed exam %s shows %s', (_case, now, state) => {
    expect(examState(timed, true, now, grace)).toBe(state);
  });

  it('an untimed exam shows the result at once', () => {
    expect(examState(untimed, true, start, grace)).toBe('result');
  });
});

describe('an untimed exam', () => {
  it('is always open and takes submissions', () => {
    expect(examState(untimed, false, 0, grace)).toBe('open');
    expect(acceptsSubmission(untimed, Number.MAX_SAFE_INTEGER, grace)).toBe(true);
    expect(mayRevealAnswers(untimed, 0, grace)).toBe(true);
  });
});

describe('acceptsSubmission and mayRevealAnswers', () => {
  it.each([
    [start - 1, false, false],
    [start, true, false],
    [end + grace - 1, true, false],
    [end + grace, false, true],
  ])('at %d: accepts %s, reveals %s', (now, accepts, reveals) => {
    expect(acceptsSubmission(timed, now, grace)).toBe(accepts);
    expect(mayRevealAnswers(timed, now, grace)).toBe(reveals);
  });
});

describe('studentTiming', () => {
  const exam = { isTimed: true, startTime: 1_000, endTime: 61_000 };

  it('moves the end by the extra minutes', () => {
    expect(studentTiming(exam, { extraMinutes: 2, startTime: null, endTime: null })).toEqual({
      isTimed: true,
      startTime: 1_000,
      endTime: 181_000,
    });
  });

  it('replaces the window and then adds the extra minutes', () => {
    const override = { extraMinutes: 1, startTime: 500_000, endTime: 600_000 };
    expect(studentTiming(exam, override)).toEqual({
      isTimed: true,
      startTime: 500_000,
      endTime: 660_000,
    });
  });

  it('leaves an untimed exam and a student without an override alone', () => {
    const untimed = { isTimed: false, startTime: null, endTime: null };
    expect(studentTiming(untimed, { extraMinutes: 5, startTime: null, endTime: null })).toBe(
      untimed,
    );
    expect(studentTiming(exam, null)).toBe(exam);
  });
});
