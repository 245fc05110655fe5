import type { ExamSelections } from '@sabora/contract';
import type { QuestionRow } from '../../db/schema/index';
import { gradeDraft } from '../exam-taking/exam-grading';
import type { RegradeWrites, StoredResult } from './exam-regrade.repository';

/** One result whose score or full score the regrade changes. */
export interface ChangedResult {
  id: string;
  userId: string | null;
  before: { score: number; totalScore: number };
  after: { score: number; totalScore: number };
}

export interface RegradePlan {
  writes: RegradeWrites;
  changed: ChangedResult[];
  checked: number;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Grades every stored result again against the questions as they are today,
 * with the submit's own rule (`gradeDraft`: options that no longer fit are
 * dropped). A result's paper is its stored answers: a student is never given
 * a question they did not have, and an answer whose question was deleted
 * leaves the paper, counting in neither score nor total (decision 0157).
 * Only what differs is written.
 */
export function planRegrade(
  stored: readonly QuestionRow[],
  found: readonly StoredResult[],
): RegradePlan {
  const today = new Map(stored.map((question) => [question.id, question]));
  const writes: RegradeWrites = { answers: [], dropped: [], results: [] };
  const changed: ChangedResult[] = [];
  for (const result of found) {
    const kept = result.answers.filter(
      (answer) => answer.questionId !== null && today.has(answer.questionId),
    );
    for (const answer of result.answers) {
      if (!kept.includes(answer)) {
        writes.dropped.push({ resultId: result.id, position: answer.position });
      }
    }
    const paper = kept.map((answer) => today.get(answer.questionId!)!);
    const selections: ExamSelections = {};
    for (const answer of kept) selections[answer.questionId!] = answer.selected;
    const graded = gradeDraft(paper, selections);
    graded.answers.forEach((fresh, index) => {
      const answer = kept[index]!;
      const question = paper[index]!;
      if (
        answer.score !== fresh.score ||
        answer.rating !== fresh.rating ||
        answer.questionScore !== question.score ||
        !same(answer.correct, question.correct)
      ) {
        writes.answers.push({
          resultId: result.id,
          position: answer.position,
          correct: question.correct,
          questionScore: question.score,
          score: fresh.score,
          rating: fresh.rating,
        });
      }
    });
    if (graded.score !== result.score || graded.totalScore !== result.totalScore) {
      const after = { score: graded.score, totalScore: graded.totalScore };
      writes.results.push({ id: result.id, ...after });
      changed.push({
        id: result.id,
        userId: result.userId,
        before: { score: result.score, totalScore: result.totalScore },
        after,
      });
    }
  }
  return { writes, changed, checked: found.length };
}
