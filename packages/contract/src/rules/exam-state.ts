/** The timing of an exam, as far as its state is concerned. */
export interface ExamTiming {
  isTimed: boolean;
  /** Epoch ms; only meaningful for a timed exam. */
  startTime: number | null;
  endTime: number | null;
}

export type ExamState = 'earlyResult' | 'result' | 'earlyExam' | 'lateExam' | 'open';

/** The moment after which a timed exam takes no more answers and shows its results. */
export function examClosesAt(exam: ExamTiming, graceMs: number): number | null {
  return exam.isTimed && exam.endTime !== null ? exam.endTime + graceMs : null;
}

/** A timed exam is still taking answers (or not yet started): results stay hidden. */
export function isExamWindowOpen(exam: ExamTiming, now: number, graceMs: number): boolean {
  const closesAt = examClosesAt(exam, graceMs);
  return closesAt !== null && now < closesAt;
}

/**
 * What the exam page shows, in the order design.md fixes: a submitted result
 * (hidden as `earlyResult` while a timed exam's window is open), a timed exam
 * before its start, one past its end and grace, otherwise the questions.
 */
export function examState(
  exam: ExamTiming,
  hasResult: boolean,
  now: number,
  graceMs: number,
): ExamState {
  if (hasResult) return isExamWindowOpen(exam, now, graceMs) ? 'earlyResult' : 'result';
  if (exam.isTimed && exam.startTime !== null && now < exam.startTime) return 'earlyExam';
  const closesAt = examClosesAt(exam, graceMs);
  if (closesAt !== null && now >= closesAt) return 'lateExam';
  return 'open';
}

/** Submissions are taken from the start to the end plus grace; an untimed exam always. */
export function acceptsSubmission(exam: ExamTiming, now: number, graceMs: number): boolean {
  return examState(exam, false, now, graceMs) === 'open';
}

/** Correct options and scores may be shown once no one can still answer. */
export function mayRevealAnswers(exam: ExamTiming, now: number, graceMs: number): boolean {
  return !isExamWindowOpen(exam, now, graceMs);
}

/**
 * One student's own window of a timed exam (design.md "Exam depth"): a new
 * start or end replaces the exam's, and extra minutes lengthen the end.
 */
export interface ExamWindowOverride {
  extraMinutes: number;
  startTime: number | null;
  endTime: number | null;
}

/**
 * The timing every rule above is asked with for one student: the exam's,
 * moved by their override. An untimed exam has no window to move.
 */
export function studentTiming(
  exam: ExamTiming,
  override: ExamWindowOverride | null | undefined,
): ExamTiming {
  if (!override || !exam.isTimed) return exam;
  const endTime = override.endTime ?? exam.endTime;
  return {
    isTimed: true,
    startTime: override.startTime ?? exam.startTime,
    endTime: endTime === null ? null : endTime + override.extraMinutes * 60_000,
  };
}
