/**
 * Where the outbox keeps a waiting submit (submit-outbox.ts). On its own so
 * the app shell can look for one without loading the outbox's code.
 */
export const outboxPrefix = 'exam-outbox:';
export const outboxKey = (examId: string) => `${outboxPrefix}${examId}`;

export function hasPendingSubmits(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(outboxPrefix)) return true;
    }
  } catch {
    // No storage, nothing waits.
  }
  return false;
}
