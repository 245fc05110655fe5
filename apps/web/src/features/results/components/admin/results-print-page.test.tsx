import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, renderRoute, requestedUrls, signInAdmin } from '@/test/test-utils';
import { ResultsPrintPage } from './results-print-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const examId = '11111111-1111-4111-8111-111111111111';

const open = () =>
  renderRoute(
    '/admin/exam-results/print/:id',
    <ResultsPrintPage />,
    `/admin/exam-results/print/${examId}`,
    [{ path: '/admin/exam-results/non-solvers/:id', element: <p>non-solvers</p> }],
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      Response.json({
        exam: { _id: examId, title: 'امتحان الشهر' },
        results: [
          {
            _id: 'r1',
            exam: null,
            user: null,
            student: null,
            score: 7,
            totalScore: 7,
            submittedAt: 0,
          },
        ],
        count: 1,
      }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the printable results sheet', () => {
  it('sends an assistant to the non-solvers, as the results tabs do, asking for no result', async () => {
    signInAdmin('secondary');
    const router = open();
    expect(await screen.findByText('non-solvers')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/exam-results/non-solvers/${examId}`);
    expect(requestedUrls()).toEqual([]);
  });

  it('shows the main admin the sheet', async () => {
    signInAdmin('main');
    open();
    expect(await screen.findByTestId('results-print-page')).toBeInTheDocument();
    expect(requestedUrls().map((url) => url.pathname)).toEqual([
      `/api/admin/exam-results/${examId}`,
    ]);
  });
});
