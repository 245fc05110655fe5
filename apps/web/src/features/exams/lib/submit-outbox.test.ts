import { describe, expect, it } from 'vitest';
import {
  allPending,
  clearPending,
  loadPending,
  notArrived,
  outboxKey,
  savePending,
  updatePendingSelections,
  type PendingSubmit,
} from './submit-outbox';

const pending = (examId: string, auto = false): PendingSubmit => ({
  examId,
  selections: { q1: ['a'] },
  deviceTime: 1_000,
  serverTime: 1_500,
  auto,
});

describe('the submit outbox', () => {
  it('keeps a submit until it is cleared, across reads as a reload would', () => {
    savePending(pending('e1', true));
    expect(loadPending('e1')).toEqual(pending('e1', true));
    clearPending('e1');
    expect(loadPending('e1')).toBeNull();
  });

  it('carries choices changed while the submit waits, keeping when it was made', () => {
    savePending(pending('e1'));
    updatePendingSelections('e1', { q1: ['b'], q2: ['c'] });
    expect(loadPending('e1')).toEqual({ ...pending('e1'), selections: { q1: ['b'], q2: ['c'] } });
  });

  it('does not invent a submit when none waits', () => {
    updatePendingSelections('e1', { q1: ['b'] });
    expect(loadPending('e1')).toBeNull();
  });

  it('lists every waiting submit and ignores broken or foreign entries', () => {
    savePending(pending('e1'));
    savePending(pending('e2', true));
    localStorage.setItem(outboxKey('e3'), '{not json');
    localStorage.setItem(outboxKey('e4'), JSON.stringify(pending('e5')));
    localStorage.setItem('exam-answers:e6', JSON.stringify(pending('e6')));
    expect(
      allPending()
        .map((entry) => entry.examId)
        .sort(),
    ).toEqual(['e1', 'e2']);
  });
});

describe('notArrived', () => {
  const answer = (questionId: string, selected: string[]) => ({
    question: { _id: questionId },
    selected,
  });

  it('counts the phone answers the result holds differently or not at all', () => {
    const phone = { q1: ['a'], q2: ['b', 'c'], q3: ['d'], q4: [] };
    const answers = [answer('q1', ['a']), answer('q2', ['c']), answer('q4', [])];
    expect(notArrived(phone, answers)).toEqual({ missing: 2, answered: 3 });
  });

  it('finds nothing missing when every answer arrived, in any option order', () => {
    const phone = { q1: ['a', 'b'] };
    expect(notArrived(phone, [answer('q1', ['b', 'a'])])).toEqual({ missing: 0, answered: 1 });
  });

  it('skips answers of deleted questions', () => {
    expect(notArrived({ q1: ['a'] }, [{ question: null, selected: ['a'] }])).toEqual({
      missing: 1,
      answered: 1,
    });
  });
});
