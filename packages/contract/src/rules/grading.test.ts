import { describe, expect, it } from 'vitest';
import { gradeSubmission, type GradableQuestion } from './grading';

const single: GradableQuestion = {
  _id: 'q1',
  options: ['der', 'die', 'das'],
  correct: ['die'],
  score: 2,
};
const double: GradableQuestion = {
  _id: 'q2',
  options: ['ich bin', 'du bist', 'er ist', 'wir sind'],
  correct: ['ich bin', 'wir sind'],
  score: 3,
};
const triple: GradableQuestion = {
  _id: 'q3',
  options: ['a', 'b', 'c', 'd'],
  correct: ['a', 'b', 'c'],
  score: 1,
};
const questions = [single, double, triple];

function grade(selections: Array<{ question: string; selected: string[] }>) {
  const outcome = gradeSubmission(questions, selections);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  return outcome.graded;
}

describe('gradeSubmission', () => {
  it.each([
    [
      'all correct',
      [['die'], ['ich bin', 'wir sind'], ['a', 'b', 'c']],
      6,
      ['correct', 'correct', 'correct'],
    ],
    [
      'half of a two-answer question',
      [['die'], ['ich bin'], ['a', 'b', 'c']],
      4.5,
      ['correct', 'semi-correct', 'correct'],
    ],
    [
      'one right and one wrong of two',
      [['das'], ['ich bin', 'du bist'], []],
      1.5,
      ['wrong', 'semi-correct', 'wrong'],
    ],
    ['two of three', [[], [], ['a', 'd', 'b']], 0.6667, ['wrong', 'wrong', 'semi-correct']],
    ['nothing right', [['der'], ['er ist', 'du bist'], ['d']], 0, ['wrong', 'wrong', 'wrong']],
  ])('%s', (_case, picks, score, ratings) => {
    const graded = grade(
      questions.map((question, index) => ({ question: question._id, selected: picks[index]! })),
    );
    expect(graded.score).toBe(score);
    expect(graded.totalScore).toBe(6);
    expect(graded.answers.map((answer) => answer.rating)).toEqual(ratings);
  });

  it('grades questions left out as unanswered', () => {
    const graded = grade([{ question: 'q1', selected: ['die'] }]);
    expect(graded.score).toBe(2);
    expect(graded.answers[1]).toEqual({ question: 'q2', selected: [], score: 0, rating: 'wrong' });
  });

  it('counts a repeated option once', () => {
    expect(grade([{ question: 'q2', selected: ['ich bin', 'ich bin'] }]).score).toBe(1.5);
  });

  it.each([
    [
      'more options than correct ones',
      [{ question: 'q1', selected: ['die', 'das'] }],
      'too-many-options',
    ],
    [
      'an option the question does not have',
      [{ question: 'q1', selected: ['dem'] }],
      'unknown-option',
    ],
    ['a question of another exam', [{ question: 'zz', selected: ['x'] }], 'unknown-question'],
    [
      'the same question twice',
      [
        { question: 'q1', selected: ['die'] },
        { question: 'q1', selected: ['der'] },
      ],
      'repeated-question',
    ],
  ])('refuses %s', (_case, selections, kind) => {
    const outcome = gradeSubmission(questions, selections);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.problems[0]?.kind).toBe(kind);
  });
});
