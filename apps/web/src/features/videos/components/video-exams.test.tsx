import type { ExamSummary } from '@sabora/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { formatDate } from '@/lib/format-date';
import { VideoExams } from './video-exams';

const copy = messages.video;
const start = Date.UTC(2026, 10, 30, 19);
const end = Date.UTC(2026, 10, 30, 20);
const exams: ExamSummary[] = [
  {
    _id: 'a',
    title: 'Lektion 1',
    isTimed: true,
    startTime: start,
    endTime: end,
    isForCenter: false,
  },
  { _id: 'b', title: 'Übung', isTimed: false, startTime: null, endTime: null, isForCenter: false },
];

function renderAt(now: number) {
  vi.useFakeTimers({ toFake: ['Date'], now });
  const router = createMemoryRouter([{ path: '/', element: <VideoExams exams={exams} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getAllByRole('link').map((link) => link.textContent);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the video’s exams', () => {
  it('give a timed exam’s start before it opens', () => {
    expect(renderAt(start - 60_000)).toEqual([
      `Lektion 1${copy.startsAt} ${formatDate(start)}`,
      'Übung',
    ]);
  });

  it('give its end while it is open, not its past start', () => {
    expect(renderAt(start + 60_000)[0]).toBe(`Lektion 1${copy.openUntil} ${formatDate(end)}`);
  });

  it('say it is over once it has closed', () => {
    expect(renderAt(end)[0]).toBe(`Lektion 1${copy.ended} ${formatDate(end)}`);
  });
});
