import type { AdminResultItem } from '@sabora/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rankResults } from '../../lib/sheet-ranks';
import { ResultsSheet } from './results-sheet';

const result = (id: string, score: number, totalScore = 7): AdminResultItem => ({
  _id: id,
  exam: null,
  user: null,
  student: null,
  score,
  totalScore,
  submittedAt: 0,
});

const sheet = (results: AdminResultItem[]) =>
  render(<ResultsSheet title="امتحان الشهر" printedAt="اليوم" ranked={rankResults(results)} />);

describe('ResultsSheet', () => {
  it('averages the scores, not the rows’ cut percents', () => {
    // 7, 5, 4 and 2 out of 7 average 64.2857 %, printed cut like every percent.
    sheet([result('a', 7), result('b', 5), result('c', 4), result('d', 2)]);
    expect(screen.getByText('4 طلاب · المتوسط 64.2%')).toBeInTheDocument();
    expect(screen.getByText('71.4%')).toBeInTheDocument();
  });

  it('averages to 50 when the rows’ cut percents would average 49.95', () => {
    sheet([result('a', 1, 3), result('b', 2, 3)]);
    expect(screen.getByText('طالبين · المتوسط 50%')).toBeInTheDocument();
    expect(screen.getByText('33.3%')).toBeInTheDocument();
    expect(screen.getByText('66.6%')).toBeInTheDocument();
  });

  // An outsider's walk: 0.4999 of 1 printed "50%" beside its score 0.4999.
  it('cuts each percent, so a result below the pass mark never prints as it', () => {
    sheet([result('a', 0.4999, 1), result('b', 2, 3)]);
    expect(screen.getByText('49.9%')).toBeInTheDocument();
    expect(screen.getByText('66.6%')).toBeInTheDocument();
    expect(screen.queryByText('50%')).toBeNull();
  });

  it('averages results graded out of different full scores by their own percents', () => {
    sheet([result('old', 9, 12), result('new', 8, 10)]);
    expect(screen.getByText('طالبين · المتوسط 77.5%')).toBeInTheDocument();
  });
});
