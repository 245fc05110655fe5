import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { messages } from '@/i18n/messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { fetchMock, renderRoute, requestedUrls, signInAdmin } from '@/test/test-utils';
import { ExamResultsList } from './exam-results-list';

const examId = '11111111-1111-4111-8111-111111111111';
const student = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'سلمى الإبراهيمي',
  phone: '01051120001',
  fatherPhone: '01198765432',
  governorate: 'cairo',
};
const result = {
  _id: '33333333-3333-4333-8333-333333333333',
  exam: { _id: examId, title: 'Monatstest' },
  user: student,
  student,
  score: 5,
  totalScore: 6.5,
  submittedAt: Date.UTC(2026, 10, 24, 10),
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signInAdmin('main');
  fetchMock.mockImplementation((input) => {
    const search = new URL(String(input), 'http://localhost').searchParams.get('search');
    const found = search === null || search === '01051120001' ? [result] : [];
    return Promise.resolve(
      Response.json({ exam: result.exam, results: found, count: found.length }),
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const show = (address = `/admin/exam-results/${examId}`) =>
  renderRoute('/admin/exam-results/:id', <ExamResultsList />, address);

describe('an exam’s results list', () => {
  it('finds a student by a phone typed in Arabic digits, and keeps the search in the address', async () => {
    const router = show();
    await screen.findByText('سلمى الإبراهيمي');
    await userEvent.type(screen.getByTestId('student-search'), '٠١٠٥١١٢٠٠٠١');
    await waitFor(() => {
      expect(requestedUrls().some((url) => url.searchParams.get('search') === '01051120001')).toBe(
        true,
      );
    });
    expect(router.state.location.search).toBe('?search=01051120001');
    expect(await screen.findByText('سلمى الإبراهيمي')).toBeVisible();
  });

  it('says the search found nobody, not that nobody submitted, and keeps the parents’ list', async () => {
    show(`/admin/exam-results/${examId}?search=${encodeURIComponent('مفيش حد')}`);
    expect(await screen.findByText(operationsMessages.ops.users.noResults)).toBeVisible();
    expect(screen.queryByText(examAdminMessages.adminResults.empty)).toBeNull();
    expect(screen.getByTestId('parents-open')).toBeVisible();
  });

  it('shows no count for a page that never arrived, neither 0 nor the previous page’s', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(Response.json({ exam: result.exam, results: [result], count: 45 })),
    );
    show();
    expect(await screen.findByText(messages.common.pageRange(1, 20, 45))).toBeVisible();

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByTitle('2'));
    expect(
      await screen.findByText(adminMessages.loadFailed.serverTitle, {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.queryByText(messages.common.pageRange(21, 40, 45))).toBeNull();
    expect(screen.queryByText(/45/)).toBeNull();
  }, 15_000);
});
