import { describe, expect, it } from 'vitest';
import { examAdminMessages } from './exam-admin-messages';

const copy = examAdminMessages.adminExams;

describe('the exam editor counts results and questions the way they are said', () => {
  it.each([
    [1, 'الامتحان ده اتسجل فيه نتيجة واحدة'],
    [2, 'الامتحان ده اتسجل فيه نتيجتين'],
    [4, 'الامتحان ده اتسجل فيه 4 نتايج'],
    [30701, 'الامتحان ده اتسجل فيه 30,701 نتيجة'],
  ])('%i results → %s', (count, said) => {
    expect(copy.resultsWarning(count)).toBe(said);
  });

  it.each([
    [1, 2, 'سؤال واحد — الدرجة الكلية 2'],
    [2, 4, 'سؤالين — الدرجة الكلية 4'],
    [4, 6, '4 أسئلة — الدرجة الكلية 6'],
    [20, 40, '20 سؤال — الدرجة الكلية 40'],
  ])('%i questions → %s', (count, total, said) => {
    expect(copy.summary(count, total)).toBe(said);
  });
});
