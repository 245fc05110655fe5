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
  const byId = new Map(questions.map((question) => [question._id, question]));
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
    const unique = [...new Set(selected)];
    const unknown = unique.find((option) => !stored.options.includes(option));
    if (unknown !== undefined) problems.push({ kind: 'unknown-option', question, option: unknown });
    else if (unique.length > stored.correct.length)
      problems.push({ kind: 'too-many-options', question });
    chosen.set(question, unique);
  }
  if (problems.length > 0) return { ok: false, problems };

  const answers = questions.map((question): GradedAnswer => {
    const selected = chosen.get(question._id) ?? [];
    const hits = selected.filter((option) => question.correct.includes(option)).length;
    const perOption = question.correct.length > 0 ? question.score / question.correct.length : 0;
    const score = toFourDecimals(hits * perOption);
    const rating: AnswerRating =
      hits === 0 ? 'wrong' : hits === question.correct.length ? 'correct' : 'semi-correct';
    return { question: question._id, selected, score, rating };
  });
  return {
    ok: true,
    graded: {
      score: toFourDecimals(answers.reduce((sum, answer) => sum + answer.score, 0)),
      totalScore: paperTotal(questions),
      answers,
    },
  };
}
