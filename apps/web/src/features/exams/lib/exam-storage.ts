import { examSelectionsSchema } from '@sabora/contract';
import type { ExamSelections } from '@sabora/contract';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from './stored-json';

/** Spec: answers are kept in the browser per exam while selecting, cleared on submit. */
export const examStorageKey = (examId: string) => `exam-answers:${examId}`;

const storedSchema = z.object({
  selections: examSelectionsSchema,
  updatedAt: z.number(),
  /** False until the server draft holds these choices. */
  synced: z.boolean(),
});
export type StoredAnswers = z.infer<typeof storedSchema>;

export function loadAnswers(examId: string): StoredAnswers | null {
  return readStored(examStorageKey(examId), storedSchema);
}

// A full or blocked storage drops the write: the server draft still holds the choices.
export function saveAnswers(examId: string, stored: StoredAnswers): void {
  writeStored(examStorageKey(examId), stored);
}

export function markSynced(examId: string, selections: ExamSelections): void {
  const stored = loadAnswers(examId);
  // Only if nothing changed since the draft was sent.
  if (stored && JSON.stringify(stored.selections) === JSON.stringify(selections)) {
    saveAnswers(examId, { ...stored, synced: true });
  }
}

export function clearAnswers(examId: string): void {
  removeStored(examStorageKey(examId));
}

const isEmpty = (selections: ExamSelections) =>
  Object.values(selections).every((selected) => selected.length === 0);

/**
 * The choices to start from: what this phone chose but has not yet reached the
 * server is newer than the server draft; otherwise the server draft wins (it may
 * come from another device), and the phone's copy fills in when it is empty.
 * Choices for questions the exam no longer has are dropped.
 */
export function restoreSelections(
  local: StoredAnswers | null,
  serverDraft: ExamSelections,
  questions: ReadonlyArray<{ _id: string; options: readonly string[] }>,
): ExamSelections {
  let chosen: ExamSelections;
  if (local && !local.synced) chosen = local.selections;
  else if (!isEmpty(serverDraft)) chosen = serverDraft;
  else chosen = local?.selections ?? {};
  const result: ExamSelections = {};
  for (const question of questions) {
    const selected = chosen[question._id]?.filter((option) => question.options.includes(option));
    if (selected && selected.length > 0) result[question._id] = selected;
  }
  return result;
}
