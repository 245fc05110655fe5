import type { AdminExamPage } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { examBodyOf, examFormValues, gradingChanged } from './editor-values';

const question = (id: string, changes: Partial<AdminExamPage['questions'][number]> = {}) => ({
  _id: id,
  title: 'Ich ___ müde.',
  options: ['bin', 'bist', 'ist'],
  correct: ['bin'],
  score: 2,
  imageUrl: null,
  ...changes,
});

const pageWith = (questions: AdminExamPage['questions']) =>
  ({ exam: {}, questions }) as unknown as AdminExamPage;

describe('gradingChanged: whether a save changed what the stored results are graded against', () => {
  const before = pageWith([question('a'), question('b', { correct: ['bist', 'ist'] })]);

  it.each<[string, AdminExamPage['questions'], boolean]>([
    ['nothing', [question('a'), question('b', { correct: ['bist', 'ist'] })], false],
    [
      'only the title',
      [question('a', { title: 'Neu' }), question('b', { correct: ['ist', 'bist'] })],
      false,
    ],
    ['a question added', [...before.questions, question('c')], false],
    ['a key', [question('a', { correct: ['bist'] }), before.questions[1]!], true],
    ['a score', [question('a', { score: 3 }), before.questions[1]!], true],
    ['the options', [question('a', { options: ['bin', 'ist'] }), before.questions[1]!], true],
    ['a question deleted', [question('a')], true],
  ])('%s', (_case, after, changed) => {
    expect(gradingChanged(before, pageWith(after))).toBe(changed);
  });
});

describe('the paper settings in the form', () => {
  it('sends an empty draw as every question and keeps the switches', () => {
    const values = {
      ...examFormValues(undefined),
      title: 'Test',
      isTimed: true,
      startTime: Date.UTC(2026, 11, 1, 15),
      endTime: Date.UTC(2026, 11, 1, 16),
      shuffleQuestions: true,
      honourBoard: true,
    };
    expect(examBodyOf(values)).toMatchObject({
      shuffleQuestions: true,
      shuffleOptions: false,
      drawCount: null,
      honourBoard: true,
    });
    expect(examBodyOf({ ...values, drawCount: 5 }).drawCount).toBe(5);
    // An untimed exam never closes, so it has no board to show.
    expect(examBodyOf({ ...values, isTimed: false }).honourBoard).toBe(false);
  });
});
