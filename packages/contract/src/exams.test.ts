import { describe, expect, it } from 'vitest';
import { examBody, examDrawProblems, examTimingProblems } from './exam-admin';
import { answerEntriesBody, answerEntriesOf } from './exams';

describe('answerEntriesOf', () => {
  it('sends one entry per selected option, in the spec’s shape', () => {
    expect(answerEntriesOf('e', { q1: ['den'], q2: ['anrufen', 'einkaufen'], q3: [] })).toEqual([
      { question: 'q1', exam: 'e', selected: 'den' },
      { question: 'q2', exam: 'e', selected: 'anrufen' },
      { question: 'q2', exam: 'e', selected: 'einkaufen' },
    ]);
  });
});

describe('answerEntriesBody', () => {
  it('accepts and ignores whatever correct and score a client sends', () => {
    const entry = {
      question: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
      exam: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633c',
      selected: 'den',
      correct: ['den'],
      score: 99,
    };
    expect(answerEntriesBody.safeParse([entry]).success).toBe(true);
  });
});

describe('examTimingProblems', () => {
  it.each<[string, Parameters<typeof examTimingProblems>[0], number]>([
    ['an untimed exam needs no times', { isTimed: false, startTime: null, endTime: null }, 0],
    ['a timed exam needs both', { isTimed: true, startTime: null, endTime: null }, 2],
    ['the end must come after the start', { isTimed: true, startTime: 5, endTime: 5 }, 1],
    ['a valid window', { isTimed: true, startTime: 5, endTime: 6 }, 0],
  ])('%s', (_case, timing, problems) => {
    expect(examTimingProblems(timing)).toHaveLength(problems);
  });
});

describe('examBody', () => {
  it('keeps the questions in order and drops repeated correct options', () => {
    const parsed = examBody.parse({
      title: 'Quiz',
      questions: [
        { title: 'B', options: ['x', 'y'], correct: ['y', 'y'], score: 1.2345 },
        { title: 'A', options: ['x', 'y'], correct: ['x'], score: 2 },
      ],
    });
    expect(parsed.questions.map((q) => [q.title, q.correct, q.score])).toEqual([
      ['B', ['y'], 1.2345],
      ['A', ['x'], 2],
    ]);
  });
});

describe('examDrawProblems', () => {
  it.each<[number | null, number, number]>([
    [null, 0, 0],
    [null, 5, 0],
    [3, 5, 0],
    [5, 5, 0],
    [6, 5, 1],
    [1, 0, 1],
  ])('a draw of %s from %s questions has %s problems', (drawCount, questionCount, problems) => {
    expect(examDrawProblems({ drawCount, questionCount })).toHaveLength(problems);
  });

  it('refuses a new exam drawing more questions than it has, under drawCount', () => {
    const parsed = examBody.safeParse({
      title: 'Monatstest',
      drawCount: 2,
      questions: [
        { title: 'Ich sehe ___ Mann.', options: ['den', 'der'], correct: ['den'], score: 1 },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['drawCount'], 'عدد الأسئلة اللي تتسحب لكل طالب (2) أكبر من عدد أسئلة الامتحان (1)'],
    ]);
  });
});
