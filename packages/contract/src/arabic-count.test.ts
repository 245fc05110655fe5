import { describe, expect, it } from 'vitest';
import {
  answersNoun,
  counted,
  marksNoun,
  minutesNoun,
  questionsNoun,
  resultsNoun,
  viewsNoun,
} from './arabic-count';

describe('counted', () => {
  it.each([
    [0, '0 مشاهدة'],
    [1, 'مشاهدة واحدة'],
    [2, 'مشاهدتين'],
    [3, '3 مشاهدات'],
    [7, '7 مشاهدات'],
    [10, '10 مشاهدات'],
    [11, '11 مشاهدة'],
    [15, '15 مشاهدة'],
    [103, '103 مشاهدات'],
  ])('%i views → %s', (count, said) => {
    expect(counted(count, viewsNoun)).toBe(said);
  });

  it.each([
    [2, 'دقيقتين'],
    [5, '5 دقايق'],
    [15, '15 دقيقة'],
  ])('%i minutes → %s', (count, said) => {
    expect(counted(count, minutesNoun)).toBe(said);
  });

  it.each([
    [2, 'إجابتين'],
    [5, '5 إجابات'],
    [40, '40 إجابة'],
  ])('%i answers → %s', (count, said) => {
    expect(counted(count, answersNoun)).toBe(said);
  });

  it.each([
    [1, 'سؤال واحد'],
    [2, 'سؤالين'],
    [5, '5 أسئلة'],
    [20, '20 سؤال'],
  ])('%i questions → %s', (count, said) => {
    expect(counted(count, questionsNoun)).toBe(said);
  });

  it.each([
    [1, 'درجة واحدة'],
    [2, 'درجتين'],
    [4, '4 درجات'],
    [12, '12 درجة'],
    [2.5, '2.5 درجة'],
    [3.5, '3.5 درجة'],
  ])('%s marks → %s', (count, said) => {
    expect(counted(count, marksNoun)).toBe(said);
  });

  it.each([
    [1, 'نتيجة واحدة'],
    [2, 'نتيجتين'],
    [4, '4 نتايج'],
    [11, '11 نتيجة'],
  ])('%i results → %s', (count, said) => {
    expect(counted(count, resultsNoun)).toBe(said);
  });

  it('writes the number the way the caller formats it', () => {
    const grouped = (count: number) => count.toLocaleString('en-US');
    expect(counted(5000, resultsNoun, grouped)).toBe('5,000 نتيجة');
    expect(counted(1005, resultsNoun, grouped)).toBe('1,005 نتايج');
    expect(counted(2, resultsNoun, grouped)).toBe('نتيجتين');
  });
});
