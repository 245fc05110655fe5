import type { TimedExam } from '@sabora/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import { ExamBannerStrip } from './exam-banner';

const copy = messages.banner;
const exam = (title: string, overrides: Partial<TimedExam>): TimedExam => ({
  _id: title,
  title,
  startTime: Date.UTC(2026, 10, 30, 19),
  endTime: Date.UTC(2026, 10, 30, 20),
  started: false,
  submitted: false,
  ...overrides,
});

function renderStrip(exams: TimedExam[]) {
  const router = createMemoryRouter([{ path: '/', element: <ExamBannerStrip exams={exams} /> }]);
  render(<RouterProvider router={router} />);
}

describe('the timed exams banner', () => {
  it('offers "enter" only for a started exam the student has not submitted', () => {
    renderStrip([
      exam('Läuft', { started: true }),
      exam('Abgegeben', { started: true, submitted: true }),
      exam('Später', {}),
    ]);
    const labels = screen.getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual([copy.enter, copy.submitted, copy.view]);
  });

  it('says of every exam’s date that it is its start, to come or past', () => {
    renderStrip([exam('Später', {}), exam('Läuft', { started: true })]);
    const dates = screen.getAllByText('30/11/2026', { exact: false });
    expect(dates.map((date) => date.parentElement?.textContent?.trim().split(' ')[0])).toEqual([
      copy.startsAt,
      copy.startedAt,
    ]);
  });
});
