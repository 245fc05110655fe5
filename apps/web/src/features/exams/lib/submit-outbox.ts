import { examSelectionsSchema } from '@sabora/contract';
import type { ExamSelections } from '@sabora/contract';
import { z } from 'zod';
import { outboxKey, outboxPrefix } from './outbox-key';

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
  try {
    const raw = localStorage.getItem(outboxKey(examId));
    if (raw === null) return null;
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.examId === examId ? parsed.data : null;
  } catch {
    return null;
  }
}

export function savePending(pending: PendingSubmit): void {
  try {
    localStorage.setItem(outboxKey(pending.examId), JSON.stringify(pending));
  } catch {
    // A full or blocked storage: the page still holds the submit while it is open.
  }
}

/** The choices changed while the submit waits (a manual submit before the deadline): it carries the new ones. */
export function updatePendingSelections(examId: string, selections: ExamSelections): void {
  const pending = loadPending(examId);
  if (pending) savePending({ ...pending, selections });
}

export function clearPending(examId: string): void {
  try {
    localStorage.removeItem(outboxKey(examId));
  } catch {
    // Nothing to clear.
  }
}

export function allPending(): PendingSubmit[] {
  const found: PendingSubmit[] = [];
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.startsWith(outboxPrefix)) continue;
      const pending = loadPending(key.slice(outboxPrefix.length));
      if (pending) found.push(pending);
    }
  } catch {
    // No storage, nothing waits.
  }
  return found;
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
