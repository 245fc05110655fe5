import {
  gradeSubmission,
  keptPerObject,
  type AnswerEntry,
  type ExamSelections,
  type GradableQuestion,
  type GradedSubmission,
  type SubmissionProblem,
} from '@sabora/contract';
import type { QuestionRow } from '../../db/schema/index';
import { unprocessable } from '../../lib/http-errors';
import { messages } from '../../messages';

export function gradableOf(row: QuestionRow): GradableQuestion {
  return { _id: row.id, options: row.options, correct: row.correct, score: row.score };
}

/**
 * One list per paper, so the contract's grading finds its index of the paper
 * made already: the students of an exam without papers of their own share the
 * kept exam's list of questions.
 */
const gradablePaper = keptPerObject((stored: readonly QuestionRow[]) => stored.map(gradableOf));

const problemMessages: Record<SubmissionProblem['kind'], string> = {
  'unknown-question': messages.unknownQuestion,
  'unknown-option': messages.unknownOption,
  'too-many-options': messages.tooManyOptions,
  // Entries are grouped by question first, so a question never repeats.
  'repeated-question': messages.unknownQuestion,
};

/**
 * The spec sends one entry per selected option; grading wants one list per
 * question. Entries of another exam are refused rather than dropped, since
 * they mean the page is confused about what it is showing. A Map, not an
 * object keyed by question id: forty uuid keys put an object in dictionary
 * mode, and at an exam's close this ran for every submit.
 */
function selectionsOf(examId: string, entries: readonly AnswerEntry[]): Map<string, string[]> {
  if (entries.some((entry) => entry.exam !== examId)) {
    throw unprocessable([messages.answersOfAnotherExam]);
  }
  const selections = new Map<string, string[]>();
  for (const { question, selected } of entries) {
    const chosen = selections.get(question);
    if (!chosen) selections.set(question, [selected]);
    else if (!chosen.includes(selected)) chosen.push(selected);
  }
  return selections;
}

/**
 * Checks the entries against the stored questions exactly as a submit would
 * (422 with Arabic messages) and grades them; `correct` and `score` sent by
 * the client are never read. `selections` is what a draft keeps.
 */
export function checkedSubmission(
  examId: string,
  stored: readonly QuestionRow[],
  entries: readonly AnswerEntry[],
): { selections: ReadonlyMap<string, readonly string[]>; graded: GradedSubmission } {
  const selections = selectionsOf(examId, entries);
  const outcome = gradeSubmission(
    gradablePaper(stored),
    Array.from(selections, ([question, selected]) => ({ question, selected })),
  );
  if (!outcome.ok) {
    throw unprocessable([...new Set(outcome.problems.map((p) => problemMessages[p.kind]))]);
  }
  return { selections, graded: outcome.graded };
}

/**
 * Grades a saved draft at the deadline. The draft was valid when saved, but
 * the admin may have edited the questions since; whatever no longer fits is
 * dropped instead of refusing the whole draft, so the student keeps the rest.
 * A regrade grades a stored result's answers the same way.
 */
export function gradeDraft(
  stored: readonly QuestionRow[],
  selections: ExamSelections,
): GradedSubmission {
  const questions = stored.map(gradableOf);
  const fitting = questions.map((question) => ({
    question: question._id,
    selected: (selections[question._id] ?? [])
      .filter((option) => question.options.includes(option))
      .slice(0, question.correct.length),
  }));
  const outcome = gradeSubmission(questions, fitting);
  if (!outcome.ok) throw new Error('a draft trimmed to the questions must grade');
  return outcome.graded;
}
