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

  it('cuts the papers it always has, so no paper changes under a student', () => {
    const long = Array.from({ length: 6 }, (_, index) => ({
      id: `q${index}-2f6c1d0e-8a4b-4c2e-9b1a-7d3e5f6a8b9c`,
      options: ['أ', 'ب', 'ج', 'د', `خيار ${index}`],
    }));
    const settings = { shuffleQuestions: true, shuffleOptions: true, drawCount: 4 };
    const cut = (key: string) =>
      paperOf(long, settings, key, idOf).map((question) => [
        question.id.slice(0, 2),
        question.options,
      ]);
    expect(cut(paperKey('seed-1', 'student-1'))).toEqual([
      ['q2', ['أ', 'د', 'ب', 'خيار 2', 'ج']],
      ['q1', ['د', 'أ', 'خيار 1', 'ج', 'ب']],
      ['q4', ['ب', 'ج', 'أ', 'خيار 4', 'د']],
      ['q5', ['د', 'أ', 'ج', 'خيار 5', 'ب']],
    ]);
    expect(
      cut(paperKey('d8c1e0a2-5b7f-4c3d-9e1a-2b4c6d8e0f1a', '6d1f4c1e-7b55-4a63-9f44-6a9f3e5c2b10')),
    ).toEqual([
      ['q5', ['خيار 5', 'ج', 'د', 'ب', 'أ']],
      ['q1', ['ج', 'أ', 'د', 'ب', 'خيار 1']],
      ['q0', ['ب', 'أ', 'د', 'خيار 0', 'ج']],
      ['q2', ['أ', 'خيار 2', 'ب', 'د', 'ج']],
    ]);
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
