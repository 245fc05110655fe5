import { describe, expect, it } from 'vitest';
import { drawIsUneven, paperKey, paperOf, paperTotal } from './exam-paper';

const questions = Array.from({ length: 12 }, (_, index) => ({
  id: `q${index}`,
  options: ['a', 'b', 'c', 'd'],
  score: 1,
}));
const idOf = (question: { id: string }) => question.id;
const all = { shuffleQuestions: false, shuffleOptions: false, drawCount: null };

describe('paperOf', () => {
  it('leaves the exam as it is when nothing is shuffled or drawn', () => {
    expect(paperOf(questions, all, paperKey('seed', 'u1'), idOf)).toEqual(questions);
  });

  it('gives the same student the same order every time and another student another', () => {
    const settings = { ...all, shuffleQuestions: true, shuffleOptions: true };
    const first = paperOf(questions, settings, paperKey('seed', 'u1'), idOf);
    expect(paperOf(questions, settings, paperKey('seed', 'u1'), idOf)).toEqual(first);
    expect(paperOf(questions, settings, paperKey('seed', 'u2'), idOf)).not.toEqual(first);
    expect(first.map(idOf).sort()).toEqual(questions.map(idOf).sort());
    for (const question of first)
      expect([...question.options].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('draws the asked number in the admin order unless questions are shuffled', () => {
    const drawn = paperOf(questions, { ...all, drawCount: 5 }, paperKey('seed', 'u1'), idOf);
    expect(drawn).toHaveLength(5);
    const positions = drawn.map((question) => questions.indexOf(question));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('keeps a drawn paper when a question the student was not given is deleted', () => {
    const settings = { ...all, drawCount: 5 };
    const drawn = paperOf(questions, settings, paperKey('seed', 'u1'), idOf);
    const notDrawn = questions.find((question) => !drawn.includes(question))!;
    const fewer = questions.filter((question) => question !== notDrawn);
    expect(paperOf(fewer, settings, paperKey('seed', 'u1'), idOf)).toEqual(drawn);
  });
});

describe('paperTotal and drawIsUneven', () => {
  it('adds the paper up to four decimals', () => {
    expect(paperTotal([{ score: 0.1 }, { score: 0.2 }])).toBe(0.3);
  });

  it('warns only for a draw of questions that weigh differently', () => {
    expect(drawIsUneven([{ score: 1 }, { score: 2 }], 1)).toBe(true);
    expect(drawIsUneven([{ score: 1 }, { score: 2 }], null)).toBe(false);
    expect(drawIsUneven([{ score: 1 }, { score: 2 }], 2)).toBe(false);
    expect(drawIsUneven([{ score: 2 }, { score: 2 }], 1)).toBe(false);
  });
});
