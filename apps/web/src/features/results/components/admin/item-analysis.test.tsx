import type { ExamStats } from '@sabora/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExamSpread } from './exam-spread';
import { ItemAnalysis } from './item-analysis';

const option = (
  name: string,
  picks: number,
  share: number,
  isCorrect = false,
  misleading = false,
) => ({
  option: name,
  picks,
  share,
  isCorrect,
  misleading,
});

const stats: ExamStats = {
  exam: { _id: 'e1', title: 'الكسور' },
  count: 5,
  average: 1.4,
  median: 1,
  max: 3,
  averagePercent: 35,
  medianPercent: 25,
  maxPercent: 75,
  totalScore: 4,
  totalScores: [4],
  examTotalScore: 4,
  sd: 1.1402,
  reliability: null,
  distribution: [],
  questions: [
    {
      _id: 'q1',
      title: 'اختار الكسرين المتساويين',
      correct: 0,
      semiCorrect: 2,
      wrong: 3,
      averageScore: 0.4,
      answered: 5,
      facility: 0.2,
      discrimination: -0.12,
      options: [
        option('نص', 2, 0.4, true),
        option('ربع', 1, 0.2, false, true),
        option('تلت', 2, 0.4),
      ],
    },
    {
      _id: 'q2',
      title: 'سؤال اتضاف بعدين',
      correct: 0,
      semiCorrect: 0,
      wrong: 0,
      averageScore: null,
      answered: 0,
      facility: null,
      discrimination: null,
      options: [option('أ', 0, 0, true)],
    },
  ],
};

describe('ItemAnalysis', () => {
  it('says every level in words beside its colour', () => {
    render(<ItemAnalysis stats={stats} />);
    const [first] = screen.getAllByTestId('item-question');
    const question = within(first!);
    expect(first!.querySelector('dl')!.textContent).toContain('20%');
    expect(question.getByText('صعب أوي').className).toContain('level-tag--warn');
    expect(question.getByText('−0.12')).toBeTruthy();
    expect(question.getByText('عكسي: راجعه').className).toContain('level-tag--bad');
    expect(question.getByText('5 طلاب')).toBeTruthy();
  });

  it('marks the right option and a misleading one in words', () => {
    render(<ItemAnalysis stats={stats} />);
    const rows = within(screen.getAllByTestId('item-question')[0]!).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('الإجابة الصح');
    expect(rows[2]!.textContent).toContain('مضلِّل');
    expect(rows[3]!.textContent).not.toContain('مضلِّل');
  });

  it('says when nobody has answered a question yet', () => {
    render(<ItemAnalysis stats={stats} />);
    expect(
      within(screen.getAllByTestId('item-question')[1]!).getByText('محدش جاوبه لسه'),
    ).toBeTruthy();
  });
});

describe('ExamSpread', () => {
  it('explains why the reliability is missing', () => {
    render(<ExamSpread stats={stats} />);
    expect(screen.getByTestId('exam-reliability').textContent).toContain('مش محسوب');
  });

  // An outsider's walk: "0.5774 / 4" read like a score of the exam.
  it('gives the spread in marks beside the exam’s full mark, not as a score', () => {
    render(<ExamSpread stats={stats} />);
    const sd = screen.getByTestId('exam-sd').textContent;
    expect(sd).toContain('1.14 درجة (الامتحان من 4)');
    expect(sd).not.toContain('/');
  });
});
