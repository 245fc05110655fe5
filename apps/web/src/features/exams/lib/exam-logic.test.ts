import { describe, expect, it } from 'vitest';
import { examBodyOf, examFormValues, formPathOf, syncCorrect } from './editor-values';
import { examStorageKey, loadAnswers, restoreSelections, saveAnswers } from './exam-storage';
import { clockOffset, formatRemaining, remainingMs } from './server-clock';

describe('server clock', () => {
  it('takes the server reading as the middle of the round trip', () => {
    // Sent at 1000, received at 1400 (device); the server said 10_200 → offset 9000.
    expect(clockOffset(10_200, 1000, 1400)).toBe(9000);
    expect(clockOffset(500, 1000, 1000)).toBe(-500);
  });

  it('counts down on the server clock and never below zero', () => {
    expect(remainingMs(100_000, 50_000, 20_000)).toBe(30_000);
    expect(remainingMs(100_000, 90_000, 20_000)).toBe(0);
    expect(formatRemaining(65_000)).toBe('01:05');
    expect(formatRemaining(3_725_000)).toBe('1:02:05');
    expect(formatRemaining(400)).toBe('00:01');
  });
});

describe('answers on the phone', () => {
  const questions = [
    { _id: 'q1', options: ['a', 'b', 'c'] },
    { _id: 'q2', options: ['x', 'y'] },
  ];

  it('stores per exam under exam-answers:{id}', () => {
    saveAnswers('e1', { selections: { q1: ['a'] }, updatedAt: 5, synced: false });
    expect(localStorage.getItem(examStorageKey('e1'))).toContain('"q1"');
    expect(examStorageKey('e1')).toBe('exam-answers:e1');
    expect(loadAnswers('e1')?.selections).toEqual({ q1: ['a'] });
    expect(loadAnswers('other')).toBeNull();
  });

  it('prefers unsynced local choices, else the server draft, and drops unknown options', () => {
    const local = { selections: { q1: ['b'] }, updatedAt: 1, synced: false };
    expect(restoreSelections(local, { q1: ['a'] }, questions)).toEqual({ q1: ['b'] });
    expect(restoreSelections({ ...local, synced: true }, { q2: ['y'] }, questions)).toEqual({
      q2: ['y'],
    });
    expect(restoreSelections({ ...local, synced: true }, {}, questions)).toEqual({ q1: ['b'] });
    expect(restoreSelections(null, { q1: ['zzz', 'c'], gone: ['x'] }, questions)).toEqual({
      q1: ['c'],
    });
  });

  it('restores only the choices for the questions on this student’s own paper', () => {
    // A draw gave this student q2 and q3 (shuffled); a choice for q1 was saved before the
    // teacher's edit drew it out of their paper, so it must neither show nor count.
    const paper = [
      { _id: 'q3', options: ['n', 'm'] },
      { _id: 'q2', options: ['y', 'x'] },
    ];
    const local = { selections: { q1: ['a'], q2: ['x'] }, updatedAt: 1, synced: false };
    expect(restoreSelections(local, {}, paper)).toEqual({ q2: ['x'] });
    expect(restoreSelections(null, { q1: ['a'], q3: ['m'] }, paper)).toEqual({ q3: ['m'] });
  });
});

describe('exam editor values', () => {
  it('turns the options textarea into trimmed lines and keeps correct options in sync', () => {
    const values = {
      ...examFormValues(undefined),
      title: 'Deutsch Test',
      questions: [
        {
          title: 'Wie heißt du?',
          optionsText: ' Ich heiße Anna. \n\nDu heißt Anna.\nEr heißt Anna.\n',
          correct: ['Ich heiße Anna.', 'Weg'],
          score: 2,
          imageUrl: null,
        },
      ],
    };
    const body = examBodyOf(values);
    expect(body.questions?.[0]?.options).toEqual([
      'Ich heiße Anna.',
      'Du heißt Anna.',
      'Er heißt Anna.',
    ]);
    expect(body.questions?.[0]?.correct).toEqual(['Ich heiße Anna.']);
    expect(syncCorrect(['a', 'b'], ['b', 'c'])).toEqual(['b']);
    expect(formPathOf(['questions', 3, 'options', 1])).toEqual(['questions', 3, 'optionsText']);
    expect(formPathOf(['title'])).toEqual(['title']);
  });

  it('sends no times for an untimed exam and null for an empty solution url', () => {
    const body = examBodyOf({
      ...examFormValues(undefined),
      startTime: 1,
      endTime: 2,
      solutionUrl: '  ',
    });
    expect(body.startTime).toBeNull();
    expect(body.solutionUrl).toBeNull();
  });

  it('sends the honour board only for a timed exam, which closes', () => {
    const on = { ...examFormValues(undefined), honourBoard: true };
    expect(examBodyOf({ ...on, isTimed: true }).honourBoard).toBe(true);
    expect(examBodyOf({ ...on, isTimed: false }).honourBoard).toBe(false);
  });
});
