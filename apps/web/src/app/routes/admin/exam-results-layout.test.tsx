import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMock, renderRoute, requestedUrls, signInAdmin } from '@/test/test-utils';
import { ExamResultsLayout } from './exam-results-layout';

const examId = '11111111-1111-4111-8111-111111111111';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(), revokeObjectURL: vi.fn() }));
  signInAdmin('main');
  fetchMock.mockImplementation(() => Promise.resolve(new Response('x', { status: 200 })));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const exported = () =>
  requestedUrls().find((url) => url.pathname.endsWith(`/admin/exam-results/${examId}/export`));

describe('ExamResultsLayout', () => {
  it('exports what the searched results tab shows', async () => {
    renderRoute(
      '/admin/exam-results/:id',
      <ExamResultsLayout />,
      `/admin/exam-results/${examId}?search=${encodeURIComponent('سلمى')}`,
    );
    fireEvent.click(await screen.findByTestId('results-export-csv'));
    await waitFor(() => {
      expect(exported()?.searchParams.get('search')).toBe('سلمى');
    });
    expect(exported()?.searchParams.get('format')).toBe('csv');
  });
});
