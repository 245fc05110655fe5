import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { examMessages } from '@/i18n/exam-messages';
import { createQueryClient } from '@/lib/query-client';
import { saveUser } from '@/lib/session';
import { studentSession } from '@/test/session-fixtures';
import { ExamSolutionPage } from './exam-solution-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const examId = '11111111-1111-4111-8111-111111111111';
const fetchMock = vi.fn<typeof fetch>();

function renderSolution() {
  const router = createMemoryRouter(
    [{ path: '/exam-solution/:id', element: <ExamSolutionPage /> }],
    { initialEntries: [`/exam-solution/${examId}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  saveUser(studentSession);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the solution page', () => {
  it('names the exam it solves', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        exam: { _id: examId, title: 'Deutsch — Lektion 3' },
        video: { url: 'https://media.example.com/loesung.mp4', imageUrl: null },
      }),
    );
    renderSolution();
    // The page's one h1 (issue 18).
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'حل امتحان Deutsch — Lektion 3',
    );
  });

  it('does not say "exam" twice of a title that starts with it', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        exam: { _id: examId, title: 'امتحان الباب الأول' },
        video: { url: 'https://media.example.com/loesung.mp4', imageUrl: null },
      }),
    );
    renderSolution();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^حل امتحان الباب الأول$/,
    );
  });

  it('says the server’s reason when there is no solution, not "this exam does not exist"', async () => {
    const reason = 'حل الامتحان لسه متنزلش';
    fetchMock.mockResolvedValue(Response.json({ message: reason }, { status: 404 }));
    renderSolution();
    expect(await screen.findByTestId('solution-missing')).toHaveTextContent(reason);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(reason);
    expect(screen.queryByText(examMessages.exams.notFound)).toBeNull();
  });
});
