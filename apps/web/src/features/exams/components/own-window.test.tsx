import { act, fireEvent, render, screen } from '@testing-library/react';
import type { StudentExam } from '@sabora/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmScope } from '@/components/confirm-scope';
import { examMessages } from '@/i18n/exam-messages';
import { formatDate } from '@/lib/format-date';
import { ExamCountdown } from './exam-countdown';
import { ExamTaking } from './exam-taking';

const copy = examMessages.exams;
const minute = 60_000;

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

function takeExam(exam: Partial<StudentExam>, draft: Record<string, string[]> = {}) {
  const full: StudentExam = {
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'Deutsch — Lektion 3',
    discription: '',
    isTimed: true,
    startTime: null,
    endTime: null,
    totalScore: 1,
    questionCount: 1,
    override: null,
    ...exam,
  };
  const questions = [
    {
      _id: '22222222-2222-4222-8222-222222222222',
      title: 'Wie heißt du?',
      options: ['Ich heiße Anna.', 'Du bist Anna.'],
      correctCount: 1,
      score: 1,
      imageUrl: null,
    },
  ];
  render(
    <ConfirmScope>
      <ExamTaking
        exam={full}
        questions={questions}
        draft={draft}
        offset={0}
        onSubmitted={vi.fn()}
        onStale={vi.fn()}
        saveDraft={vi.fn(() => Promise.resolve())}
        submit={vi.fn(() => new Promise<never>(() => undefined))}
      />
    </ConfirmScope>,
  );
}

describe('the student’s own window on the exam page', () => {
  it('says how much extra time the student has, and counts down to their own end', () => {
    const now = Date.now();
    const end = now + 50 * minute;
    takeExam({
      startTime: now,
      endTime: end,
      override: { extraMinutes: 20, startTime: null, endTime: null },
    });
    expect(screen.getByTestId('own-window')).toHaveTextContent(copy.extraTime(20));
    expect(screen.getByTestId('exam-countdown')).toHaveTextContent('50:00');
  });

  it('shows a make-up’s own times', () => {
    const start = Date.now();
    const end = start + 60 * minute;
    takeExam({
      startTime: start,
      endTime: end,
      override: { extraMinutes: 0, startTime: start, endTime: end },
    });
    expect(screen.getByTestId('own-window')).toHaveTextContent(
      copy.ownWindow(formatDate(start), formatDate(end)),
    );
  });

  it('says nothing of its own to a student on the exam’s window', () => {
    takeExam({ startTime: Date.now(), endTime: Date.now() + 60 * minute });
    expect(screen.queryByTestId('own-window')).not.toBeInTheDocument();
  });
});

describe('late start', () => {
  it('says how much time is left before the first question, then starts on request', () => {
    const now = Date.now();
    // 20:30 left: whole minutes, as the countdown beside it reads (never rounded up).
    takeExam({ startTime: now - 40 * minute, endTime: now + 20 * minute + 30_000 });
    const notice = screen.getByTestId('late-start');
    expect(notice).toHaveTextContent(copy.lateStart(20));
    expect(screen.getByText('Wie heißt du?')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: copy.start }));
    expect(screen.queryByTestId('late-start')).not.toBeInTheDocument();
    expect(screen.getByText('Wie heißt du?')).toBeVisible();
  });

  it('does not stand in the way of a student coming back to answers they started', () => {
    const now = Date.now();
    takeExam(
      { startTime: now - 40 * minute, endTime: now + 20 * minute },
      { '22222222-2222-4222-8222-222222222222': ['Du bist Anna.'] },
    );
    expect(screen.queryByTestId('late-start')).not.toBeInTheDocument();
  });

  it('is not shown to a student opening the exam at its start', () => {
    const now = Date.now();
    takeExam({ startTime: now - 30_000, endTime: now + 60 * minute });
    expect(screen.queryByTestId('late-start')).not.toBeInTheDocument();
  });
});

describe('the countdown for screen readers', () => {
  it('announces the last five minutes and the last minute once each, politely', () => {
    vi.useFakeTimers();
    const now = Date.now();
    render(<ExamCountdown endTime={now + 6 * minute} offset={0} onExpire={vi.fn()} />);
    const said = screen.getByTestId('countdown-said');
    expect(said).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('exam-countdown')).toHaveAttribute('aria-live', 'off');
    expect(said).toHaveTextContent('');
    // Each change of the live region's text is one announcement.
    const changes: string[] = [];
    for (let second = 0; second < 6 * 60 + 5; second += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      const text = said.textContent ?? '';
      if (text !== (changes.at(-1) ?? '')) changes.push(text);
    }
    expect(changes).toEqual([copy.lastFive, copy.lastMinute, '']);
  });
});
