import { screen } from '@testing-library/react';
import type { AdminResultsResponse, AdminUserPage } from '@sabora/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listedStudent } from '@/test/session-fixtures';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { UserResultsPage } from './user-results-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const page: AdminUserPage = {
  user: { ...listedStudent, name: 'سلمى حسن', phone: '01055507788' },
  courses: [],
  bills: [],
  calls: [],
  results: [],
  resultsTotal: 1,
  history: [],
};
const results: AdminResultsResponse = {
  results: [
    {
      _id: '0a6e2f3c-2222-4000-8000-000000000001',
      exam: { _id: '0a6e2f3c-3333-4000-8000-000000000001', title: 'Test 1' },
      user: null,
      student: null,
      score: 7,
      totalScore: 10,
      submittedAt: Date.UTC(2026, 10, 20),
    },
  ],
  count: 1,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signInAdmin('secondary');
  fetchMock.mockImplementation((input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === `/api/admin/users/${listedStudent._id}`)
      return Promise.resolve(Response.json(page));
    if (path === `/api/admin/user-results/${listedStudent._id}`)
      return Promise.resolve(Response.json(results));
    return Promise.resolve(Response.json({ message: 'مش هنا' }, { status: 404 }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('one student’s results', () => {
  // An outsider's walk: the page said "نتايج الطالب" and never whose, unlike their bills and calls.
  it('names the student above their results, as their bills and calls do', async () => {
    renderRoute(
      '/admin/user-results/:id',
      <UserResultsPage />,
      `/admin/user-results/${listedStudent._id}`,
    );
    expect(await screen.findByText('Test 1')).toBeInTheDocument();
    expect(await screen.findByText('سلمى حسن')).toBeInTheDocument();
    expect(screen.getByText('01055507788')).toBeInTheDocument();
  });
});
