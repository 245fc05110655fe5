import { describe, expect, it } from 'vitest';
import { toggleOption, unansweredQuestions } from './option-selection';

describe('toggleOption', () => {
  it.each([
    ['chooses an option', [], 'a', 2, ['a']],
    ['adds a second while below the limit', ['a'], 'b', 2, ['a', 'b']],
    ['unchooses a chosen option', ['a', 'b'], 'a', 2, ['b']],
    ['replaces the first once the limit is reached', ['a', 'b'], 'c', 2, ['b', 'c']],
    ['swaps the only choice of a one-answer question', ['a'], 'b', 1, ['b']],
  ])('%s', (_case, selected, option, limit, expected) => {
    expect(toggleOption(selected, option, limit)).toEqual(expected);
  });
});

describe('unansweredQuestions', () => {
  it('lists questions with fewer choices than correct answers', () => {
    const questions = [
      { _id: 'q1', correctCount: 1 },
      { _id: 'q2', correctCount: 2 },
      { _id: 'q3', correctCount: 1 },
    ];
    expect(unansweredQuestions(questions, { q1: ['a'], q2: ['a'] })).toEqual(['q2', 'q3']);
    expect(unansweredQuestions(questions, { q1: ['a'], q2: ['a', 'b'], q3: ['c'] })).toEqual([]);
  });
});
