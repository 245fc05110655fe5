import { examSelectionsSchema } from '@sabora/contract';
import type { ExamSelections } from '@sabora/contract';
import { z } from 'zod';
import { outboxKey, outboxPrefix } from './outbox-key';
import { readStored, removeStored, storedKeysUnder, writeStored } from './stored-json';

/**
 * Submits that have not reached the server yet (decision 0174): kept on the
 * phone until the server answers, so a reload or a closed tab loses none. The
 * exam page, the app shell and the service worker all send them; the server
 * answers a repeated submit with the first result, so several senders are safe.
 */
export { outboxKey } from './outbox-key';

const pendingSchema = z.object({
  examId: z.string(),
  selections: examSelectionsSchema,
  /** When the student (or the deadline) submitted, on this phone's clock. */
  deviceTime: z.number(),
  /** The same moment on the server-corrected clock; shown, never trusted by the server (decision 0173). */
  serverTime: z.number(),
  /** The deadline's submit, not the student's. */
  auto: z.boolean(),
});
export type PendingSubmit = z.infer<typeof pendingSchema>;

export function loadPending(examId: string): PendingSubmit | null {
  const pending = readStored(outboxKey(examId), pendingSchema);
  return pending?.examId === examId ? pending : null;
}

// A full or blocked storage drops the write: the page still holds the submit while it is open.
export function savePending(pending: PendingSubmit): void {
  writeStored(outboxKey(pending.examId), pending);
}

/** The choices changed while the submit waits (a manual submit before the deadline): it carries the new ones. */
export function updatePendingSelections(examId: string, selections: ExamSelections): void {
  const pending = loadPending(examId);
  if (pending) savePending({ ...pending, selections });
}

export function clearPending(examId: string): void {
  removeStored(outboxKey(examId));
}

export function allPending(): PendingSubmit[] {
  return storedKeysUnder(outboxPrefix).flatMap((examId) => {
    const pending = loadPending(examId);
    return pending ? [pending] : [];
  });
}

export interface NotArrived {
  /** Questions answered on the phone whose answer the result does not hold. */
  missing: number;
  /** Questions answered on the phone. */
  answered: number;
}

/**
 * Which of the phone's answers the result does not hold as the phone chose
 * them: the exam closed before those reached the server, and the result
 * counts what the server had (the draft the sweeper graded).
 */
export function notArrived(
  phone: ExamSelections,
  answers: ReadonlyArray<{ question: { _id: string } | null; selected: string[] }>,
): NotArrived {
  const graded = new Map(answers.map((answer) => [answer.question?._id, answer.selected]));
  let missing = 0;
  let answered = 0;
  for (const [questionId, selected] of Object.entries(phone)) {
    if (selected.length === 0) continue;
    answered += 1;
    const stored = graded.get(questionId) ?? [];
    const same =
      stored.length === selected.length && selected.every((option) => stored.includes(option));
    if (!same) missing += 1;
  }
  return { missing, answered };
}
