import DataLoader from 'dataloader';
import type { ExamsRepository } from '../exams/exams.repository';
import {
  studentExamKey,
  type StudentExamKey,
  type StudentExamState,
} from '../exams/student-exam-state';

export type StudentStateReads = ReturnType<typeof createStudentStateReads>;

/**
 * Reads a student's result and draft in an exam. When an exam opens every
 * student asks at once: those asking in the same turn of the event loop are
 * read in one statement. Nothing is kept: each call reads after it was made.
 */
export function createStudentStateReads(exams: ExamsRepository) {
  const reads = new DataLoader<StudentExamKey, StudentExamState | undefined>(
    async (keys) => {
      const found = await exams.studentStates(keys);
      return keys.map((key) => found.get(studentExamKey(key)));
    },
    // Calls on different connections arrive in separate callbacks of the same turn.
    { cache: false, maxBatchSize: 100, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return {
    /** Undefined when the exam does not exist (any more). */
    of: (examId: string, userId: string) => reads.load({ examId, userId }),
  };
}
