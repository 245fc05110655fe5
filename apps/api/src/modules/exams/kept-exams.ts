import type { Listen } from '../../db/listener';
import { createAnnouncedMemory } from '../../lib/announced-memory';
import type { ExamsRepository, ExamWithCourses } from './exams.repository';

/** The channel the database announces changed exams on (migration 0005); `*` for all. */
export const examChangedChannel = 'exam_changed';

export interface KeptExamsOptions {
  exams: ExamsRepository;
  /** How long an exam is kept at most; 0 turns the memory off. */
  ttlMs: number;
  /** Without it nothing is kept: no one would say when a kept exam changed. */
  listen?: Listen | undefined;
}

// Enough for every exam running at once; the least recently used goes first beyond that.
const examsKept = 500;

export type KeptExams = Awaited<ReturnType<typeof createKeptExams>>;

/**
 * Exams with the courses that unlock them, kept in memory between calls
 * (decision 0104): at an exam's start and close every student asks for the
 * same exam, and only the student's own state is left to read. Any change to
 * the exam, its questions, its courses or a course is announced by the
 * database and forgotten here at once.
 */
export function createKeptExams({ exams, ttlMs, listen }: KeptExamsOptions) {
  return createAnnouncedMemory<ExamWithCourses>({
    channel: examChangedChannel,
    load: (id) => exams.findWithCourses(id),
    ttlMs,
    max: examsKept,
    listen,
  });
}
