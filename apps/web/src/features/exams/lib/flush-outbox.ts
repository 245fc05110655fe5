import { ApiError } from '@/lib/api-client';
import { submitExam } from '../api/submit-exam';
import { clearAnswers } from './exam-storage';
import { allPending, clearPending } from './submit-outbox';

/**
 * A refusal that would answer the same again, so the waiting submit is
 * dropped. An ended session (401) keeps it for after the next sign-in; a
 * timeout or a rate limit is worth another try.
 */
export const isFinalRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status !== null &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

/**
 * Sends every submit still waiting on the phone, except `skipExamId`'s (its
 * open page sends that one itself). Answers how many the server took.
 * A refusal that would answer the same again (a 4xx) clears the submit; the
 * server's toast says why. A lost connection keeps it for the next try.
 */
export async function flushOutbox(skipExamId: string | null): Promise<number> {
  let sent = 0;
  for (const pending of allPending()) {
    if (pending.examId === skipExamId) continue;
    try {
      await submitExam(pending.examId, pending.selections, { quietOffline: true });
      sent += 1;
    } catch (error) {
      if (!isFinalRefusal(error)) continue;
    }
    clearPending(pending.examId);
    clearAnswers(pending.examId);
  }
  return sent;
}
