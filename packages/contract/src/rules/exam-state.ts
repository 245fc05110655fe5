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
