import type { ResultDetail } from '@sabora/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultDetailView } from './result-detail';

const result: ResultDetail = {
  _id: 'r1',
  exam: { _id: 'e1', title: 'Lektion 1' },
  score: 1,
  totalScore: 2,
  submittedAt: Date.UTC(2026, 10, 21, 9),
  answers: [
    {
      _id: 'a1',
      question: { _id: 'q1', title: 'Wie heißt du?', options: ['Ich', 'Du'], imageUrl: null },
      selected: ['Ich'],
      correct: ['Ich'],
      score: 1,
      questionScore: 1,
      rating: 'correct',
    },
    {
      _id: 'a2',
      question: { _id: 'q2', title: 'Wo wohnst du?', options: ['Kairo', 'Berlin'], imageUrl: null },
      selected: [],
      correct: ['Kairo'],
      score: 0,
      questionScore: 1,
      rating: 'wrong',
    },
  ],
  standing: { rank: 3, of: 40, averagePercent: 61.5, provisional: false },
};

describe('ResultDetailView', () => {
  it('speaks to the student on their own result', () => {
    render(<ResultDetailView result={result} />);
    expect(screen.getByText('إجابتك')).toBeInTheDocument();
    expect(screen.getByText('محلتش السؤال ده')).toBeInTheDocument();
    expect(screen.getByText('ترتيبك 3 من 40')).toBeInTheDocument();
  });

  // An outsider's walk: the admin's view of a student's result said "your answer".
  it('speaks about the student to an admin', () => {
    render(<ResultDetailView result={result} reader="admin" />);
    expect(screen.getByText('إجابة الطالب')).toBeInTheDocument();
    expect(screen.getByText('الطالب محلّش السؤال ده')).toBeInTheDocument();
    expect(screen.getByText('ترتيبه 3 من 40')).toBeInTheDocument();
    expect(screen.queryByText('إجابتك')).toBeNull();
  });

  // The solution page writes the score as the results list does: 0.4999 is not the pass mark.
  it('shows the score to four decimals, unrounded', () => {
    render(<ResultDetailView result={{ ...result, score: 0.4999, totalScore: 1 }} />);
    expect(screen.getByTestId('result-score')).toHaveTextContent('0.4999 / 1');
  });

  // Rounded, 0.4999 of 1 was read out as 50 % and a class average of 49.96 printed 50 %.
  it('cuts the percents it shows, never rounding up to the pass mark', () => {
    render(
      <ResultDetailView
        result={{
          ...result,
          score: 0.4999,
          totalScore: 1,
          standing: { ...result.standing!, averagePercent: 49.96 },
        }}
      />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '49.9');
    expect(screen.getByTestId('result-standing')).toHaveTextContent('49.9%');
  });
});
