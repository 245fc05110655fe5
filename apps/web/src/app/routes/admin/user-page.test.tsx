import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminResultItem, AdminUserPage } from '@sabora/contract';
import { listedStudent } from '@/test/session-fixtures';
import { fetchMock, renderRoute, signInAdmin } from '@/test/test-utils';
import { UserPage } from './user-page';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const result = (index: number): AdminResultItem => ({
  _id: `0a6e2f3c-2222-4000-8000-${String(index).padStart(12, '0')}`,
  exam: {
    _id: `0a6e2f3c-3333-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Test ${index}`,
  },
  user: null,
  student: null,
  score: index,
  totalScore: 40,
  submittedAt: Date.UTC(2026, 10, 1) + index * 86_400_000,
});

function answerPage(
  shown: number,
  total: number,
  results = Array.from({ length: shown }, (_, index) => result(index)),
) {
  const page: AdminUserPage = {
    user: listedStudent,
    courses: [],
    bills: [],
    calls: [],
    results,
    resultsTotal: total,
    history: [],
  };
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      String(input) === `/api/admin/users/${listedStudent._id}`
        ? Response.json(page)
        : Response.json({ message: 'مش هنا' }, { status: 404 }),
    ),
  );
}

const renderUserPage = () =>
  renderRoute('/admin/users/:id', <UserPage />, `/admin/users/${listedStudent._id}`);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signInAdmin('secondary');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("the student page's results", () => {
  it('says it shows the newest of more and links to all of them', async () => {
    answerPage(20, 300);
    renderUserPage();
    const more = await screen.findByTestId('user-results-more');
    expect(more).toHaveTextContent('آخر 20 نتيجة من 300');
    expect(more.querySelector('a')).toHaveAttribute(
      'href',
      `/admin/user-results/${listedStudent._id}`,
    );
  });

  it('says nothing more when the page carries every result', async () => {
    answerPage(3, 3);
    renderUserPage();
    expect(await screen.findByText('Test 0')).toBeInTheDocument();
    expect(screen.queryByTestId('user-results-more')).not.toBeInTheDocument();
  });

  // Written raw, a score of 0.4999 and one summed in floating point read unlike the results list.
  it('writes each score as the results list does', async () => {
    answerPage(2, 2, [
      { ...result(0), score: 0.4999, totalScore: 1 },
      { ...result(1), score: 0.1 + 0.2 },
    ]);
    renderUserPage();
    expect(await screen.findByText('0.4999 / 1')).toBeInTheDocument();
    expect(screen.getByText('0.3 / 40')).toBeInTheDocument();
  });
});
