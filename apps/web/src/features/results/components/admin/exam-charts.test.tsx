import type { ExamStats } from '@sabora/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ExamCharts } from './exam-charts';

const stats: ExamStats = {
  exam: { _id: 'e1', title: 'الكسور' },
  count: 3,
  average: 1.5,
  median: 1,
  max: 2,
  averagePercent: 75,
  medianPercent: 50,
  maxPercent: 100,
  totalScore: 2,
  totalScores: [2],
  examTotalScore: 2,
  sd: 0.5,
  reliability: null,
  distribution: [1, 0, 0, 0, 0, 1, 0, 0, 0, 1].map((count, tenth) => ({
    from: tenth * 10,
    to: tenth * 10 + 10,
    count,
  })),
  questions: [],
};

vi.mock('../../api/admin-results', () => ({
  useExamStats: () => ({ isPending: false, isError: false, data: stats }),
}));

const show = () =>
  render(
    <MemoryRouter initialEntries={['/charts/e1']}>
      <Routes>
        <Route path="/charts/:id" element={<ExamCharts />} />
      </Routes>
    </MemoryRouter>,
  );

describe('ExamCharts', () => {
  it('writes the average, median and highest score left to right, as the results tab does', () => {
    show();
    // In an Arabic line a number and a "/ 2" suffix are drawn "2 / 1.5"; isolated LTR they read "1.5 / 2".
    for (const score of ['1.5 / 2', '1 / 2', '2 / 2']) {
      const written = screen.getByText(score);
      expect(written.closest('[dir="ltr"]')).not.toBeNull();
    }
  });

  it('says how many reached half the full score, out of everyone who submitted', () => {
    show();
    const card = screen.getByTestId('exam-passed');
    expect(card).toHaveTextContent('نجحوا (50% فأكتر)');
    expect(card).toHaveTextContent('2من 3 (66.6%)');
  });

  // An outsider's walk: at 1366 px the card broke "من 3 (66.6%)" onto a second line.
  it('writes the "of" smaller than the count and never splits it', () => {
    show();
    const of = screen.getByText('من 3 (66.6%)');
    expect(of).toHaveStyle({ whiteSpace: 'nowrap', fontSize: '16px' });
  });
});
