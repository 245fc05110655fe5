import { keptPerObject } from '../kept-per-object';
import { toFourDecimals } from './four-decimals';
import { paperTotal } from './exam-paper';

/** A question as grading needs it: its options, which are correct, and its score. */
export interface GradableQuestion {
  _id: string;
  options: readonly string[];
  correct: readonly string[];
  score: number;
}

export type AnswerRating = 'correct' | 'semi-correct' | 'wrong';

export interface GradedAnswer {
  question: string;
  selected: string[];
  score: number;
  rating: AnswerRating;
}

export interface GradedSubmission {
  score: number;
  totalScore: number;
  answers: GradedAnswer[];
}

export type SubmissionProblem =
  | { kind: 'unknown-question'; question: string }
  | { kind: 'unknown-option'; question: string; option: string }
  | { kind: 'too-many-options'; question: string }
  | { kind: 'repeated-question'; question: string };

/**
 * A paper's questions by id and its full score, made once per list of
 * questions: every student of an exam is graded against the same list, and at
 * its close this ran for each submit.
 */
const paperIndex = keptPerObject((questions: readonly GradableQuestion[]) => ({
  byId: new Map(questions.map((question) => [question._id, question])),
  totalScore: paperTotal(questions),
}));

/** The options chosen, each once, in the order first chosen. */
function distinct(selected: readonly string[]): string[] {
  return selected.length < 2 ? [...selected] : [...new Set(selected)];
}

function hitsOf(selected: readonly string[], correct: readonly string[]): number {
  let hits = 0;
  for (const option of selected) if (correct.includes(option)) hits += 1;
  return hits;
}

/**
 * Grades from the stored questions only. Each correct option chosen earns the
 * question's score divided by its number of correct options; a wrong option
 * earns nothing and costs nothing. Choosing more options than the question has
 * correct ones is refused, so guessing everything cannot earn full marks.
 * Questions left out are graded as unanswered.
 */
export function gradeSubmission(
  questions: readonly GradableQuestion[],
  selections: ReadonlyArray<{ question: string; selected: readonly string[] }>,
): { ok: true; graded: GradedSubmission } | { ok: false; problems: SubmissionProblem[] } {
  const { byId, totalScore } = paperIndex(questions);
  const chosen = new Map<string, string[]>();
  const problems: SubmissionProblem[] = [];
  for (const { question, selected } of selections) {
    const stored = byId.get(question);
    if (!stored) {
      problems.push({ kind: 'unknown-question', question });
      continue;
    }
    if (chosen.has(question)) {
      problems.push({ kind: 'repeated-question', question });
      continue;
    }
    const unique = distinct(selected);
    const unknown = unique.find((option) => !stored.options.includes(option));
    if (unknown !== undefined) problems.push({ kind: 'unknown-option', question, option: unknown });
    else if (unique.length > stored.correct.length)
      problems.push({ kind: 'too-many-options', question });
    chosen.set(question, unique);
  }
  if (problems.length > 0) return { ok: false, problems };

  const answers: GradedAnswer[] = [];
  let sum = 0;
  for (const question of questions) {
    const selected = chosen.get(question._id) ?? [];
    const hits = hitsOf(selected, question.correct);
    const perOption = question.correct.length > 0 ? question.score / question.correct.length : 0;
    const score = toFourDecimals(hits * perOption);
    const rating: AnswerRating =
      hits === 0 ? 'wrong' : hits === question.correct.length ? 'correct' : 'semi-correct';
    answers.push({ question: question._id, selected, score, rating });
    sum += score;
  }
  return { ok: true, graded: { score: toFourDecimals(sum), totalScore, answers } };
}
